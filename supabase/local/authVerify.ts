import type { AuthContext } from './authContext'
import { redirectOf, authError, jsonObjectOf, ok, textFields, tooManyRequests, validatedEmail } from './authHttp'
import { tokenHash } from './authMail'
import { findUserByEmail, signIn, type UserRow } from './authModel'
import type { ApiRequest, ApiResponse } from './http'

/** What a verification does once its token is found: confirm the address, or let the user in to set a new password. */
type Outcome = 'signup' | 'magiclink'

/** The token a verification type looks up, as GoTrue's verify maps them; `email` takes either. */
const LOOKUP: Record<string, 'confirmation' | 'recovery' | 'either' | 'email_change'> = {
  email: 'either',
  signup: 'confirmation',
  invite: 'confirmation',
  recovery: 'recovery',
  magiclink: 'recovery',
  email_change: 'email_change',
}

/** Where a token hash of each lookup is kept. */
const TOKEN_MATCH = {
  confirmation: 'confirmation_token = $1',
  recovery: 'recovery_token = $1',
  either: 'confirmation_token = $1 or recovery_token = $1',
} as const

type Verified = { ok: true; user: UserRow; type: string } | { ok: false; response: ApiResponse }

const LINK_INVALID = 'Email link is invalid or has expired'
const TOKEN_INVALID = 'Token has expired or is invalid'

/** `GET /verify` (a mailed link) and `POST /verify` (supabase-js verifyOtp), as GoTrue answers them. */
export function createVerifyRoutes(ctx: AuthContext) {
  const { db } = ctx

  /** The user whose pending token of `type` has this hash, while it works. */
  async function byTokenHash(type: string, hash: string): Promise<Verified> {
    const lookup = LOOKUP[type]
    if (!lookup) return { ok: false, response: authError(400, 'validation_failed', 'Invalid email verification type') }
    // The stack keeps no pending e-mail change, so no hash for one can be right.
    const user =
      lookup === 'email_change'
        ? undefined
        : (await db.query<UserRow>(`select * from auth.users where ${TOKEN_MATCH[lookup]}`, [hash])).rows[0]
    if (!user) return { ok: false, response: authError(403, 'otp_expired', LINK_INVALID) }
    const recovery = lookup === 'recovery' || (lookup === 'either' && user.recovery_token === hash)
    if (ctx.isExpired(recovery ? user.recovery_sent_at : user.confirmation_sent_at))
      return { ok: false, response: authError(403, 'otp_expired', LINK_INVALID) }
    return { ok: true, user, type: lookup === 'either' ? (recovery ? 'magiclink' : 'signup') : type }
  }

  /** The user of `email` whose pending token of `type` is the hash of this code, while it works. */
  async function byEmailAndCode(type: string, email: string, hash: string): Promise<Verified> {
    const refused = { ok: false, response: authError(403, 'otp_expired', TOKEN_INVALID) } as const
    const lookup = LOOKUP[type]
    // The stack keeps no pending e-mail change, so no code for one can be right.
    const user = lookup === 'email_change' ? undefined : await findUserByEmail(db, email)
    if (!user) return refused
    const confirmation = user.confirmation_token === hash && !ctx.isExpired(user.confirmation_sent_at)
    const recovery = user.recovery_token === hash && !ctx.isExpired(user.recovery_sent_at)
    if (lookup === 'either' && (confirmation || recovery)) return { ok: true, user, type: confirmation ? 'signup' : 'magiclink' }
    if ((lookup === 'confirmation' && confirmation) || (lookup === 'recovery' && recovery)) return { ok: true, user, type }
    return refused
  }

  /**
   * Spends the token and does what it is for: a confirmation confirms the address; a recovery (or
   * magic link) confirms it too when it was not yet, since the mail reached its owner. As GoTrue
   * clears all of a user's one-time tokens then, the other pending one stops working as well. Null
   * when another request spent it first.
   */
  async function spend(user: UserRow, type: string): Promise<UserRow | null> {
    const outcome: Outcome = type === 'signup' || type === 'invite' ? 'signup' : 'magiclink'
    const spent = outcome === 'signup' ? 'confirmation_token' : 'recovery_token'
    const confirm = outcome === 'signup' ? '$3' : 'coalesce(email_confirmed_at, $3)'
    const { rows } = await db.query<UserRow>(
      `update auth.users set email_confirmed_at = ${confirm}, confirmation_token = null, recovery_token = null, updated_at = $3
        where id = $1 and ${spent} = $2 returning *`,
      [user.id, outcome === 'signup' ? user.confirmation_token : user.recovery_token, ctx.timestamp()],
    )
    return rows[0] ?? null
  }

  /** A session for the verified user: the token's `amr` is 'otp', for a link and a code alike. */
  const signedIn = (verified: UserRow) => signIn(db, ctx.issuer, verified.id, 'otp', ctx.settings.now)

  async function verifyPost(request: ApiRequest): Promise<ApiResponse> {
    if (!ctx.limits.verify(request.clientIp)) return tooManyRequests()
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const fields = textFields(parsed.body, ['type', 'token', 'token_hash', 'email', 'phone', 'redirect_to'])
    if (!fields.ok) return fields.response
    const { type, token, token_hash: hash, email, phone, redirect_to: redirectTo } = fields.fields
    if (type === '') return authError(400, 'validation_failed', 'Verify requires a verification type')
    if ((token === '') === (hash === '')) return authError(400, 'validation_failed', 'Verify requires either a token or a token hash')
    let verified: Verified
    if (token !== '') {
      if (phone !== '' && email === '') return authError(403, 'otp_expired', TOKEN_INVALID)
      if (email === '' || phone !== '')
        return authError(400, 'validation_failed', 'Only an email address or phone number should be provided on verify')
      const valid = validatedEmail(email)
      if (!valid.ok) return authError(422, 'validation_failed', 'Invalid email format')
      verified = await byEmailAndCode(type, valid.email, tokenHash(valid.email, token))
    } else {
      if (email !== '' || phone !== '' || redirectTo !== '')
        return authError(400, 'validation_failed', 'Only the token_hash and type should be provided')
      verified = await byTokenHash(type, hash)
    }
    if (!verified.ok) return verified.response
    const user = await spend(verified.user, verified.type)
    if (!user) return authError(403, 'otp_expired', token !== '' ? TOKEN_INVALID : LINK_INVALID)
    return ok(await signedIn(user))
  }

  /** The mailed link: a 303 to the redirect, with the session or GoTrue's error in the fragment. */
  async function verifyGet(request: ApiRequest): Promise<ApiResponse> {
    if (!ctx.limits.verify(request.clientIp)) return tooManyRequests()
    const token = request.url.searchParams.get('token')
    const type = request.url.searchParams.get('type')
    if (!type) return authError(400, 'validation_failed', 'Verify requires a verification type')
    if (!token) return authError(400, 'validation_failed', 'Verify requires a token or a token hash')
    const redirectTo = redirectOf(ctx.settings, request)
    const verified = await byTokenHash(type, token)
    const user = verified.ok ? await spend(verified.user, verified.type) : null
    if (!verified.ok || !user) {
      const { status, body } = verified.ok ? authError(403, 'otp_expired', LINK_INVALID) : verified.response
      const { code, message } = body as { code: string; message: string }
      const error = new URLSearchParams({
        error: status === 400 ? 'invalid_request' : 'access_denied',
        error_code: code,
        error_description: message,
        sb: '',
      })
      return { status: 303, headers: { Location: `${redirectTo}#${error}` } }
    }
    const session = await signedIn(user)
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: verified.type,
    })
    return { status: 303, headers: { Location: `${redirectTo}#${fragment}` } }
  }

  return { verifyGet, verifyPost }
}
