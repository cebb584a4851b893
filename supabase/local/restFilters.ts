import type { ApiRequest } from './http'
import { RestError } from './restErrors'
import { checkedColumn } from './restSql'

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' }

/** WHERE clauses of the simple PostgREST filters: column=operator.value. */
export function filters(request: ApiRequest, columns: Set<string>, table: string, params: unknown[]): string {
  const clauses: string[] = []
  for (const [name, expression] of request.url.searchParams) {
    if (RESERVED_PARAMS.has(name)) continue
    const column = checkedColumn(columns, table, name)
    const dot = expression.indexOf('.')
    const operator = expression.slice(0, dot)
    const value = expression.slice(dot + 1)
    if (operator === 'is') {
      const literal = { null: 'null', true: 'true', false: 'false' }[value]
      if (!literal) throw new RestError(400, 'PGRST100', `"failed to parse filter (is.${value})"`)
      clauses.push(`${column} is ${literal}`)
    } else if (operator === 'in') {
      const values = value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((item) => item.trim().replace(/^"|"$/g, ''))
      const placeholders = values.map((item) => `$${params.push(item)}`)
      clauses.push(`${column}::text in (${placeholders.join(', ')})`)
    } else if (OPERATORS[operator]) {
      const cast = operator.endsWith('like') ? '::text' : ''
      clauses.push(`${column}${cast} ${OPERATORS[operator]} $${params.push(operator.endsWith('like') ? value.replace(/\*/g, '%') : value)}`)
    } else {
      throw new RestError(400, 'PGRST100', `"failed to parse filter (${expression})"`)
    }
  }
  return clauses.length > 0 ? ` where ${clauses.join(' and ')}` : ''
}

export function ordering(request: ApiRequest, columns: Set<string>, table: string, params: unknown[]): string {
  const order = request.url.searchParams.get('order')
  const limit = request.url.searchParams.get('limit')
  let sql = ''
  if (order) {
    sql += ` order by ${order
      .split(',')
      .map((part) => {
        const [name, direction] = part.split('.')
        return `${checkedColumn(columns, table, name!)}${direction === 'desc' ? ' desc' : ' asc'}`
      })
      .join(', ')}`
  }
  if (limit) sql += ` limit $${params.push(Number(limit))}`
  return sql
}
