import type { Transaction } from '@electric-sql/pglite'
import { asRequestRole, type Claims, type Database } from './database'
import { bearerToken, jsonResponse, parseJson, type ApiRequest, type ApiResponse } from './http'
import { verifyJwt } from './jwt'
import { ANON_KEY } from './keys'

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict'])
const OPERATORS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=', like: 'like', ilike: 'ilike' }

class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message)
  }
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** The role and claims of a request, from its bearer token (or the apikey when there is none). */
async function claimsOf(request: ApiRequest): Promise<Claims> {
  const token = bearerToken(request) ?? (typeof request.headers.apikey === 'string' ? request.headers.apikey : ANON_KEY)
  const verified = await verifyJwt(token)
  if (!verified.ok) {
    if (verified.expired) throw new RestError(401, 'PGRST303', 'JWT expired')
    throw new RestError(401, 'PGRST301', verified.reason)
  }
  const role = String(verified.claims.role ?? 'anon')
  if (!API_ROLES.has(role)) throw new RestError(401, '22023', `role "${role}" does not exist`)
  return { ...verified.claims, role }
}

/** The columns of a public table, from the catalogue (whatever the role may see); unknown tables are refused. */
async function columnsOf(tx: Transaction, table: string): Promise<Set<string>> {
  const { rows } = await tx.query<{ column_name: string | null }>(
    `select a.attname as column_name
       from (select to_regclass('public.' || quote_ident($1)) as relation) t
       left join pg_catalog.pg_attribute a on a.attrelid = t.relation and a.attnum > 0 and not a.attisdropped
      where t.relation is not null`,
    [table],
  )
  if (rows.length === 0) throw new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
  return new Set(rows.flatMap((row) => (row.column_name ? [row.column_name] : [])))
}

function checkedColumn(columns: Set<string>, table: string, name: string): string {
  if (!columns.has(name)) throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${table}' in the schema cache`)
  return quote(name)
}

function selectList(columns: Set<string>, table: string, select: string | null): string {
  if (!select || select === '*') return '*'
  return select
    .split(',')
    .map((name) => checkedColumn(columns, table, name.trim()))
    .join(', ')
}

/** WHERE clauses of the simple PostgREST filters: column=operator.value. */
function filters(request: ApiRequest, columns: Set<string>, table: string, params: unknown[]): string {
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

function ordering(request: ApiRequest, columns: Set<string>, table: string, params: unknown[]): string {
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

function toParameter(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value
}

function wantsRepresentation(request: ApiRequest): boolean {
  return /return=representation/.test(String(request.headers.prefer ?? ''))
}

async function insert(tx: Transaction, request: ApiRequest, table: string, columns: Set<string>): Promise<ApiResponse> {
  const body = parseJson(request.body)
  if (body === undefined || body === null || typeof body !== 'object') throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[]
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const params: unknown[] = []
  const values = rows.map(
    (row) => `(${names.map((name) => (name in row ? `$${params.push(toParameter(row[name]))}` : 'default')).join(', ')})`,
  )
  const columnList = names.map((name) => checkedColumn(columns, table, name)).join(', ')
  const representation = wantsRepresentation(request)
  const returning = representation ? ` returning ${selectList(columns, table, request.url.searchParams.get('select'))}` : ''
  const result = await tx.query(`insert into public.${quote(table)} (${columnList}) values ${values.join(', ')}${returning}`, params)
  return representation ? jsonResponse(201, result.rows) : { status: 201 }
}

async function select(tx: Transaction, request: ApiRequest, table: string, columns: Set<string>): Promise<ApiResponse> {
  const params: unknown[] = []
  const sql = `select ${selectList(columns, table, request.url.searchParams.get('select'))} from public.${quote(table)}${filters(request, columns, table, params)}${ordering(request, columns, table, params)}`
  const { rows } = await tx.query(sql, params)
  return jsonResponse(200, rows, { 'Content-Range': rows.length > 0 ? `0-${rows.length - 1}/*` : '*/*' })
}

async function update(tx: Transaction, request: ApiRequest, table: string, columns: Set<string>): Promise<ApiResponse> {
  const body = parseJson(request.body)
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const params: unknown[] = []
  const assignments = Object.entries(body).map(
    ([name, value]) => `${checkedColumn(columns, table, name)} = $${params.push(toParameter(value))}`,
  )
  const representation = wantsRepresentation(request)
  const returning = representation ? ` returning ${selectList(columns, table, request.url.searchParams.get('select'))}` : ''
  const result = await tx.query(
    `update public.${quote(table)} set ${assignments.join(', ')}${filters(request, columns, table, params)}${returning}`,
    params,
  )
  return representation ? jsonResponse(200, result.rows) : { status: 204 }
}

/**
 * POST /rpc/<name>: the function public.<name> called with the body's keys as named arguments, as
 * PostgREST does, so PostgreSQL picks the function by its argument names and checks the role's right
 * to execute it. Its result as JSON: the value itself (`null` included) for a function that returns
 * one value or row. Functions that return a set are not supported.
 */
async function rpc(tx: Transaction, request: ApiRequest, name: string): Promise<ApiResponse> {
  if (request.method !== 'POST') throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  const body = request.body.length === 0 ? {} : parseJson(request.body)
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const args = Object.entries(body as Record<string, unknown>)
  const signature = `public.${name}(${args.map(([arg]) => arg).join(', ')})`
  const { rows: overloads } = await tx.query<{ returns_set: boolean }>(
    `select p.proretset as returns_set
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1`,
    [name],
  )
  if (overloads.length === 0) {
    throw new RestError(404, 'PGRST202', `Could not find the function ${signature} in the schema cache`)
  }
  if (overloads.some((overload) => overload.returns_set)) {
    throw new RestError(501, 'PGRST000', `The local stack does not call set-returning functions such as public.${name}`)
  }
  const params: unknown[] = []
  const named = args.map(([arg, value]) => `${quote(arg)} => $${params.push(toParameter(value))}`)
  const { rows } = await tx.query<{ result: unknown }>(`select to_jsonb(public.${quote(name)}(${named.join(', ')})) as result`, params)
  return jsonResponse(200, rows[0]?.result ?? null)
}

/** PostgREST's HTTP status for a PostgreSQL error code. */
function statusFor(code: string, role: string): number {
  if (code === '23505' || code === '23503') return 409
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '42P01' || code === '42883') return 404
  return 400
}

/**
 * The subset of the Data API (PostgREST) the site and its function use, with row-level security:
 * `route(request, 'rpc/<name>')` calls a function, any other path is a table.
 */
export function createRestRoutes(db: Database) {
  return async function route(request: ApiRequest, table: string): Promise<ApiResponse> {
    let role = 'anon'
    try {
      const claims = await claimsOf(request)
      role = claims.role
      return await asRequestRole(db, claims, async (tx) => {
        if (table.startsWith('rpc/')) return rpc(tx, request, table.slice('rpc/'.length))
        const columns = await columnsOf(tx, table)
        if (request.method === 'GET' || request.method === 'HEAD') return select(tx, request, table, columns)
        if (request.method === 'POST') return insert(tx, request, table, columns)
        if (request.method === 'PATCH') return update(tx, request, table, columns)
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
      })
    } catch (error) {
      if (error instanceof RestError)
        return jsonResponse(error.status, { code: error.code, message: error.message, details: error.details, hint: error.hint })
      const {
        code = 'XX000',
        message = String(error),
        detail = null,
        hint = null,
      } = error as { code?: string; message?: string; detail?: string | null; hint?: string | null }
      const status = statusFor(code, role)
      return jsonResponse(status, { code, message, details: detail, hint }, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {})
    }
  }
}
