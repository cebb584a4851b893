import type { AuthContext } from './authContext'
import { authError, BAD_JSON, bearerClaims, isUuid, jsonObjectOf, ok } from './authHttp'
import { findUserById } from './authModel'
import type { ApiRequest, ApiResponse } from './http'

/**
 * GoTrue's admin routes, for the service role only (401 without a token, 403 for any other role).
 * The stack has two of them: `DELETE /admin/users/{id}` (supabase-js auth.admin.deleteUser) and
 * `DELETE /admin/users/{id}/factors/{factor_id}` (auth.admin.mfa.deleteFactor), the owner's way to
 * take two-step sign-in off an account whose phone is lost.
 */
export function createAdminRoutes(ctx: AuthContext) {
  async function deleteUser(request: ApiRequest, id: string): Promise<ApiResponse> {
    if (!isUuid(id)) return authError(404, 'validation_failed', 'user_id must be an UUID')
    const user = (await ctx.db.query<{ id: string }>('select id from auth.users where id = $1', [id])).rows[0]
    if (!user) return authError(404, 'user_not_found', 'User not found')
    // GoTrue reads a body only when there is one: supabase-js sends {"should_soft_delete":false}.
    if (request.body.length > 0) {
      const parsed = jsonObjectOf(request)
      if (!parsed.ok) return parsed.response
      const soft = parsed.body.should_soft_delete
      if (soft !== undefined && soft !== null && typeof soft !== 'boolean')
        return authError(400, 'bad_json', `${BAD_JSON}: should_soft_delete must be true or false`)
      if (soft) return authError(422, 'soft_delete_unsupported', 'The local stack deletes users only for good (should_soft_delete: false)')
    }
    // Its sessions and their refresh tokens go with it (on delete cascade).
    await ctx.db.query('delete from auth.users where id = $1', [user.id])
    return ok({})
  }

  async function deleteFactor(userId: string, factorId: string): Promise<ApiResponse> {
    if (!isUuid(userId)) return authError(404, 'validation_failed', 'user_id must be an UUID')
    const user = await findUserById(ctx.db, userId)
    if (!user) return authError(404, 'user_not_found', 'User not found')
    if (!isUuid(factorId)) return authError(404, 'validation_failed', 'factor_id must be an UUID')
    const factor = user.factors.find((candidate) => candidate.id === factorId)
    if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found')
    // As GoTrue: the factor goes, and sessions it made aal2 stay so until they end.
    await ctx.db.query('delete from auth.mfa_factors where id = $1', [factorId])
    return ok(factor)
  }

  return async function admin(request: ApiRequest, path: string): Promise<ApiResponse> {
    const bearer = await bearerClaims(request, ctx.settings.now)
    if (!bearer.ok) return bearer.response
    if (bearer.claims.role !== 'service_role' && bearer.claims.role !== 'supabase_admin')
      return authError(403, 'not_admin', 'User not allowed')
    const user = /^\/admin\/users\/([^/]+)\/?$/.exec(path)
    if (request.method === 'DELETE' && user) return deleteUser(request, user[1]!)
    const factor = /^\/admin\/users\/([^/]+)\/factors\/([^/]+)\/?$/.exec(path)
    if (request.method === 'DELETE' && factor) return deleteFactor(factor[1]!, factor[2]!)
    return authError(404, 'not_found', 'The local stack has no such admin route')
  }
}
