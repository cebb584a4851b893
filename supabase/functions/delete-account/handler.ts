import { corsHeaders } from '../_shared/cors.ts'
import { json, readJsonBody, refusal } from '../_shared/http.ts'
import { sessionUserOf } from '../_shared/sessionUser.ts'
import type { AuthApi } from './auth.ts'
import { MAX_BODY_BYTES, PASSWORD_CHECK_LIMIT } from './limits.ts'
import type { AccountStore } from './store.ts'

export interface DeleteAccountDependencies {
  allowedOrigins: readonly string[]
  auth: AuthApi
  store: AccountStore
}

const TOO_MANY = 'Too many attempts; try again later'

/** What each of readJsonBody's refusals says, by its status. */
const BODY_REFUSALS = {
  415: 'The body must be sent as application/json',
  413: 'The body may be at most 4 KiB',
  400: 'The body is not valid JSON',
} as const

/**
 * Deletes the calling user's account: POST `{ "password": "<current password>" }` with the user's
 * access token as bearer. A session alone is not enough (it can be stolen, or left open on a shared
 * computer): the password must be given again, and a user's checks are few, counted per user, as a
 * guesser can change address but not the account; an account with two-step sign-in needs a session
 * that gave its code. Then the newsletter subscription and contact messages
 * of the account's address go (they carry no user id), and only then the user with its sessions, so a
 * failed step leaves an account that can try again. Every refusal is a 4xx `{ code, message }`;
 * success is 200 `{ "deleted": true }`.
 */
export function createDeleteAccountHandler(deps: DeleteAccountDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const cors = corsHeaders(request.headers.get('origin'), deps.allowedOrigins)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST') {
      return refusal(405, 'method_not_allowed', 'Only POST deletes the account', { ...cors, Allow: 'POST, OPTIONS' })
    }

    const body = await readJsonBody(request, MAX_BODY_BYTES)
    if (!body.ok) return refusal(body.status, body.error, BODY_REFUSALS[body.status], cors)
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
      return refusal(400, 'invalid_body', 'The body must be an object with the password', cors)
    }
    const { password } = body.value as { password?: unknown }
    if (typeof password !== 'string' || password === '') {
      return refusal(400, 'password_required', 'The body must give the current password', cors)
    }

    try {
      const account = await sessionUserOf(request, deps.auth.userOf)
      if (account === 'not_signed_in') return refusal(401, 'not_signed_in', 'Only a signed-in user can delete the account', cors)
      // As GoTrue guards a password change: with two-step sign-in on, the password alone is not enough.
      if (account === 'insufficient_aal') return refusal(401, 'insufficient_aal', 'This account needs the two-step code first', cors)

      if (!(await deps.store.claimPasswordCheck(account.id, PASSWORD_CHECK_LIMIT))) {
        const retryAfter = String(Math.ceil(PASSWORD_CHECK_LIMIT.windowMs / 1000))
        return refusal(429, 'rate_limited', TOO_MANY, { ...cors, 'Retry-After': retryAfter })
      }
      const verdict = await deps.auth.checkPassword(account.email, password)
      if (verdict === 'rate_limited') return refusal(429, 'rate_limited', TOO_MANY, cors)
      if (verdict === 'wrong') return refusal(403, 'wrong_password', 'The password is wrong', cors)

      // The data first: once the user is gone, a failure here could not be retried by the user.
      await deps.store.deleteData(account.email)
      await deps.auth.deleteUser(account.id)
      return json(200, { deleted: true }, cors)
    } catch (error) {
      console.error('delete-account failed', error)
      return refusal(500, 'internal_error', 'The account could not be deleted; try again', cors)
    }
  }
}
