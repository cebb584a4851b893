import { asRequestRole, type Database } from './database'
import type { ApiRequest, ApiResponse } from './http'
import { errorResponse, RestError } from './restErrors'
import { claimsOf, headersOf, payloadOf } from './restRequest'
import { rpc } from './restRpc'
import { columnsOf } from './restSql'
import { insert, select, update } from './restTables'

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
      return errorResponse(error, role)
    }
  }
}
