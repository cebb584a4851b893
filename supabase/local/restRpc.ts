import type { Queryable } from './database'
import { jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { RestError } from './restErrors'
import { jsonBodyOf } from './restRequest'
import { quote, toParameter } from './restSql'

/**
 * POST /rpc/<name>: the function public.<name> called with the body's keys as named arguments, as
 * PostgREST does, so PostgreSQL picks the function by its argument names and checks the role's right
 * to execute it. Its result as JSON: the value itself (`null` included) for a function that returns
 * one value or row. Functions that return a set are not supported.
 */
export async function rpc(tx: Queryable, request: ApiRequest, name: string): Promise<ApiResponse> {
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
