import { corsHeaders } from '../_shared/cors.ts'
import { json, refusal } from '../_shared/http.ts'
import { sessionUserOf, type SessionUserLookup } from '../_shared/sessionUser.ts'
import { EXPORT_LIMIT } from './limits.ts'
import type { ExportStore } from './store.ts'

export interface AccountDataDependencies {
  allowedOrigins: readonly string[]
  userOf: SessionUserLookup
  store: ExportStore
}

/**
 * Gives the calling user their own data (GDPR art. 15 and 20): POST with the user's access token as
 * bearer, any body. The user is the one Auth names for that token, and the data is what the site keeps
 * of that account's address; an account with two-step sign-in needs a session that gave its code, and
 * a user's exports are few, counted per user. Every refusal is a 4xx `{ code, message }`; success is 200
 * `{ exportedAt, account, newsletter, contactMessages }`.
 */
export function createAccountDataHandler(deps: AccountDataDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const cors = corsHeaders(request.headers.get('origin'), deps.allowedOrigins)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST') {
      return refusal(405, 'method_not_allowed', 'Only POST gives the account’s data', { ...cors, Allow: 'POST, OPTIONS' })
    }

    try {
      const user = await sessionUserOf(request, deps.userOf)
      if (user === 'not_signed_in') return refusal(401, 'not_signed_in', 'Only a signed-in user can fetch the account’s data', cors)
      if (user === 'insufficient_aal') return refusal(401, 'insufficient_aal', 'This account needs the two-step code first', cors)

      const retryAfter = await deps.store.claimExport(user.id, EXPORT_LIMIT)
      if (retryAfter > 0) {
        return refusal(429, 'rate_limited', 'Too many exports; try again later', { ...cors, 'Retry-After': String(retryAfter) })
      }
      const { newsletter, contactMessages } = await deps.store.dataOf(user.email)
      const { email, createdAt, lastSignInAt, emailConfirmedAt, twoStep } = user
      return json(
        200,
        {
          exportedAt: new Date().toISOString(),
          account: { email, createdAt, lastSignInAt, emailConfirmedAt, twoStep },
          newsletter,
          contactMessages,
        },
        cors,
      )
    } catch (error) {
      console.error('account-data failed', error)
      return refusal(500, 'internal_error', 'The data could not be fetched; try again', cors)
    }
  }
}
