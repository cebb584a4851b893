import { asRequestRole, type Claims, type Database, type Queryable } from './database'
import { requestHeadersToForward } from './forwardedHeaders'
import { bearerToken, jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { readJsonBody, MAX_JSON_DEPTH } from './jsonBody'
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
async function columnsOf(tx: Queryable, table: string): Promise<Set<string>> {
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

/** Rows as PostgREST writes them in JSON: a bytea value as `\\x` and its hex digits, not as an object of its bytes. */
function asJsonRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const toJson = (value: unknown) => (value instanceof Uint8Array ? `\\x${Buffer.from(value).toString('hex')}` : value)
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, toJson(value)])))
}

function wantsRepresentation(request: ApiRequest): boolean {
  return /return=representation/.test(String(request.headers.prefer ?? ''))
}

/** A body as PostgREST reads it for a write: its rows (an object is one row) and the keys they name. */
interface Payload {
  rows: Record<string, unknown>[]
  keys: string[]
  isArray: boolean
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** Media types PostgREST names by their essence when it refuses them; any other is named as sent. */
const KNOWN_MEDIA_TYPES = new Set([
  'application/geo+json',
  'application/octet-stream',
  'application/openapi+json',
  'application/x-www-form-urlencoded',
  'text/csv',
  'text/plain',
  'text/xml',
])

/** Writes take JSON only (PostgREST reads CSV and forms too, which the site never sends); no Content-Type means JSON. */
function checkContentType(request: ApiRequest): void {
  const sent = request.headers['content-type']
  if (sent === undefined) return
  const essence = sent.split(';')[0]!.trim().toLowerCase()
  if (essence === 'application/json') return
  throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${KNOWN_MEDIA_TYPES.has(essence) ? essence : sent.trim()}`)
}

/** A write's body as PostgREST reads it: JSON only, valid UTF-8, nested at most MAX_JSON_DEPTH deep. */
function jsonBodyOf(request: ApiRequest): unknown {
  checkContentType(request)
  const body = readJsonBody(request.body)
  if (body.ok) return body.value
  if (body.problem === 'too_deep')
    throw new RestError(
      400,
      'PGRST102',
      'JSON nested too deeply',
      `A body may nest arrays and objects at most ${MAX_JSON_DEPTH} levels deep`,
    )
  throw new RestError(400, 'PGRST102', 'Empty or invalid json')
}

function payloadOf(request: ApiRequest): Payload {
  const body = jsonBodyOf(request)
  if (Array.isArray(body)) {
    if (!body.every(isObject)) throw new RestError(400, 'PGRST102', 'All object keys must match')
    return { rows: body, keys: [...new Set(body.flatMap((row) => Object.keys(row)))], isArray: true }
  }
  if (isObject(body)) return { rows: [body], keys: Object.keys(body), isArray: false }
  // Like PostgREST, any other JSON value (null, a number, a string) counts as an empty array.
  return { rows: [], keys: [], isArray: true }
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

/**
 * POST /rpc/<name>: the function public.<name> called with the body's keys as named arguments, as
 * PostgREST does, so PostgreSQL picks the function by its argument names and checks the role's right
 * to execute it. Its result as JSON: the value itself (`null` included) for a function that returns
 * one value or row. Functions that return a set are not supported.
 */
async function rpc(tx: Queryable, request: ApiRequest, name: string): Promise<ApiResponse> {
  if (request.method !== 'POST') throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  const body = request.body.length === 0 ? {} : jsonBodyOf(request)
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

/**
 * The request's headers as PostgREST hands them to SQL, with the caller's address as hosted
 * Supabase's edge passes it on (appended to `X-Forwarded-For`, and as `CF-Connecting-IP`).
 */
function headersOf(request: ApiRequest): Record<string, string> {
  return Object.fromEntries(requestHeadersToForward(request.headers, request.clientIp))
}

/** PostgREST's HTTP status for a PostgreSQL error code; `PTxyz`, raised on purpose, is status xyz. */
function statusFor(code: string, role: string): number {
  const chosen = /^PT([1-5]\d\d)$/.exec(code)
  if (chosen) return Number(chosen[1])
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
      // As in PostgREST, a body is read before the table is looked up, and outside the transaction.
      const payload = request.method === 'POST' || request.method === 'PATCH' ? payloadOf(request) : null
      return await asRequestRole(db, claims, headersOf(request), async (tx) => {
        if (table.startsWith('rpc/')) return rpc(tx, request, table.slice('rpc/'.length))
        const columns = await columnsOf(tx, table)
        if (request.method === 'GET' || request.method === 'HEAD') return select(tx, request, table, columns)
        if (request.method === 'POST') return insert(tx, request, table, columns, payload!)
        if (request.method === 'PATCH') return update(tx, request, table, columns, payload!)
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
