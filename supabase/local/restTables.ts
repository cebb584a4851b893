import type { Queryable } from './database'
import { jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { RestError } from './restErrors'
import { filters, ordering } from './restFilters'
import { wantsRepresentation, type Payload } from './restRequest'
import { checkedColumn, quote, selectList, toParameter } from './restSql'

/** Rows as PostgREST writes them in JSON: a bytea value as `\\x` and its hex digits, not as an object of its bytes. */
function asJsonRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const toJson = (value: unknown) => (value instanceof Uint8Array ? `\\x${Buffer.from(value).toString('hex')}` : value)
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, toJson(value)])))
}

/** The most values one statement can bind (the protocol counts them in 16 bits). */
const MAX_PARAMETERS = 65_535

async function insert(tx: Queryable, request: ApiRequest, table: string, columns: Set<string>, payload: Payload): Promise<ApiResponse> {
  const { rows, keys } = payload
  const columnList = keys.map((name) => checkedColumn(columns, table, name)).join(', ')
  const representation = wantsRepresentation(request)
  const returning = representation ? ` returning ${selectList(columns, table, request.url.searchParams.get('select'))}` : ''
  const target = `insert into public.${quote(table)}`
  if (keys.length === 0) {
    // Rows that name no column (`{}`) take every column's default, and `[]` inserts nothing; the
    // statement still runs, so grants and row-level security decide as for any other insert.
    const result = await tx.query(`${target} select from generate_series(1, $1)${returning}`, [rows.length])
    return representation ? jsonResponse(201, asJsonRows(result.rows)) : { status: 201 }
  }
  // More rows than one statement can bind go in several, in the same transaction.
  const rowsPerStatement = Math.floor(MAX_PARAMETERS / keys.length)
  let inserted: Record<string, unknown>[] = []
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const params: unknown[] = []
    const values = rows
      .slice(start, start + rowsPerStatement)
      .map(
        (row) => `(${keys.map((name) => (Object.hasOwn(row, name) ? `$${params.push(toParameter(row[name]))}` : 'default')).join(', ')})`,
      )
    const result = await tx.query(`${target} (${columnList}) values ${values.join(', ')}${returning}`, params)
    inserted = inserted.concat(result.rows)
  }
  return representation ? jsonResponse(201, asJsonRows(inserted)) : { status: 201 }
}

async function select(tx: Queryable, request: ApiRequest, table: string, columns: Set<string>): Promise<ApiResponse> {
  const params: unknown[] = []
  const sql = `select ${selectList(columns, table, request.url.searchParams.get('select'))} from public.${quote(table)}${filters(request, columns, table, params)}${ordering(request, columns, table, params)}`
  const { rows } = await tx.query(sql, params)
  return jsonResponse(200, asJsonRows(rows), { 'Content-Range': rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*' })
}

async function update(tx: Queryable, request: ApiRequest, table: string, columns: Set<string>, payload: Payload): Promise<ApiResponse> {
  const { rows, keys, isArray } = payload
  const representation = wantsRepresentation(request)
  const selected = representation ? selectList(columns, table, request.url.searchParams.get('select')) : 'null'
  if (keys.length === 0) {
    // Nothing to set: PostgREST updates no row, yet still asks for what the role may read.
    const { rows: none } = await tx.query(`select ${selected} from public.${quote(table)} where false`)
    return representation ? jsonResponse(200, none) : { status: 204 }
  }
  if (isArray) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const params: unknown[] = []
  const assignments = keys.map((name) => `${checkedColumn(columns, table, name)} = $${params.push(toParameter(rows[0]![name]))}`)
  const returning = representation ? ` returning ${selected}` : ''
  const result = await tx.query(
    `update public.${quote(table)} set ${assignments.join(', ')}${filters(request, columns, table, params)}${returning}`,
    params,
  )
  return representation ? jsonResponse(200, asJsonRows(result.rows)) : { status: 204 }
}

export { insert, select, update }
