import bcrypt from 'bcryptjs'
import type { AuthContext } from './authContext'
import {
  authenticate,
  authError,
  BAD_JSON,
  isObject,
  jsonObjectOf,
  ok,
  pkceRefused,
  textFields,
  tooManyRequests,
  validatedEmail,
  type Authenticated,
} from './authHttp'
import { mailToken, refusedMail } from './authLinks'
import { tokenHash } from './authMail'
import { assuranceOf, findUserByEmail, findUserById, userJson, type UserRow } from './authModel'
import type { ApiRequest, ApiResponse } from './http'
import { checkPassword, isPasswordTooLong, MAX_PASSWORD_BYTES } from './passwordPolicy'

/** With secure_password_change, GoTrue asks for a nonce when the session began longer ago than this. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000

type Session = Extract<Authenticated, { ok: true }>

const hasVerifiedFactor = (user: UserRow) => user.factors.some((factor) => factor.status === 'verified')

/** `PUT /user` (supabase-js updateUser) and `GET /reauthenticate`, as GoTrue answers them. */
export function createUserRoutes(ctx: AuthContext) {
  const { db } = ctx

  /** GoTrue's check of a reauthentication nonce: the hash of address and nonce, while it works; it works once. */
  async function nonceRefused(user: UserRow, nonce: string): Promise<ApiResponse | null> {
    const invalid = authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid')
    if (!user.reauthentication_token || ctx.isExpired(user.reauthentication_sent_at)) return invalid
    if (tokenHash(user.email, nonce) !== user.reauthentication_token) return invalid
    const { rowCount } = await db.query(
      'update auth.users set reauthentication_token = null, reauthentication_sent_at = null where id = $1 and reauthentication_token = $2',
      [user.id, user.reauthentication_token],
    )
    return rowCount ? null : invalid
  }

  /** The checks of a new password, in GoTrue's order; the hash to store when it passes. */
  async function newPasswordHash(
    session: Session,
    password: string,
    nonce: string,
  ): Promise<{ ok: true; hash: string } | { ok: false; response: ApiResponse }> {
    const { user } = session
    if (ctx.settings.securePasswordChange && ctx.settings.now() > session.sessionCreatedAt.getTime() + RECENT_SIGN_IN_MS) {
      if (nonce === '')
        return { ok: false, response: authError(400, 'reauthentication_needed', 'Password update requires reauthentication') }
      const refused = await nonceRefused(user, nonce)
      if (refused) return { ok: false, response: refused }
    }
    if (password !== '' && (await bcrypt.compare(password, user.encrypted_password)))
      return { ok: false, response: authError(422, 'same_password', 'New password should be different from the old password.') }
    return { ok: true, hash: await bcrypt.hash(password, 10) }
  }

  async function updateUser(request: ApiRequest): Promise<ApiResponse> {
    const session = await authenticate(db, request, ctx.settings.now)
    if (!session.ok) return session.response
    if (!ctx.limits.userUpdate(request.clientIp)) return tooManyRequests()
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const { body } = parsed
    const fields = textFields(body, ['email', 'nonce', 'phone'])
    if (!fields.ok) return fields.response
    if (body.password !== undefined && body.password !== null && typeof body.password !== 'string')
      return authError(400, 'bad_json', `${BAD_JSON}: password must be a string`)
    for (const name of ['data', 'app_metadata'])
      if (body[name] !== undefined && body[name] !== null && !isObject(body[name]))
        return authError(400, 'bad_json', `${BAD_JSON}: ${name} must be an object`)
    const password = typeof body.password === 'string' ? body.password : null
    const { email, nonce, phone } = fields.fields

    const newEmail = email === '' ? null : validatedEmail(email)
    if (newEmail && !newEmail.ok) return newEmail.response
    if (phone !== '') return authError(400, 'phone_provider_disabled', 'Phone logins are disabled')
    if (password !== null) {
      if (isPasswordTooLong(password))
        return authError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
      const weak = checkPassword(password, ctx.settings.passwordPolicy)
      if (weak) return authError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } })
    }
    if (isObject(body.app_metadata)) return authError(403, 'not_admin', 'Updating app_metadata requires admin privileges')
    const changesProof = (password !== null && password !== '') || (newEmail?.ok && newEmail.email !== session.user.email)
    if (changesProof && hasVerifiedFactor(session.user) && (await assuranceOf(db, session.sessionId)).aal !== 'aal2')
      return authError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.')
    const pkce = pkceRefused(body)
    if (pkce) return pkce.response
    if (newEmail?.ok && newEmail.email !== session.user.email) {
      if (await findUserByEmail(db, newEmail.email))
        return authError(422, 'email_exists', 'A user with this email address has already been registered')
      return authError(422, 'email_change_unsupported', 'The local stack cannot change an e-mail address')
    }

    const hashed = password === null ? null : await newPasswordHash(session, password, nonce)
    if (hashed && !hashed.ok) return hashed.response
    const time = ctx.timestamp()
    await db.transaction(async (tx) => {
      if (hashed) {
        // As GoTrue: a new password voids every pending link and code, and ends the user's other sessions.
        await tx.query(
          `update auth.users set encrypted_password = $2, confirmation_token = null, confirmation_sent_at = null,
             recovery_token = null, recovery_sent_at = null, reauthentication_token = null, reauthentication_sent_at = null,
             updated_at = $3 where id = $1`,
          [session.user.id, hashed.hash, time],
        )
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [session.user.id, session.sessionId])
      }
      if (isObject(body.data)) {
        // GoTrue merges the keys into the user's data; a key set to null is removed.
        const removed = Object.keys(body.data).filter((key) => (body.data as Record<string, unknown>)[key] === null)
        await tx.query(
          'update auth.users set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[], updated_at = $4 where id = $1',
          [session.user.id, JSON.stringify(body.data), removed, time],
        )
      }
    })
    return ok(userJson((await findUserById(db, session.user.id))!))
  }

  /** Mails a nonce for a password change, as GoTrue's reauthentication does. */
  async function reauthenticate(request: ApiRequest): Promise<ApiResponse> {
    const session = await authenticate(db, request, ctx.settings.now)
    if (!session.ok) return session.response
    const { user } = session
    if (!user.email_confirmed_at) return authError(422, 'email_not_confirmed', 'Please verify your email first.')
    const refused = refusedMail(ctx, user.reauthentication_sent_at)
    if (refused) return refused
    await mailToken(ctx, 'reauthentication', user.id, user.email, ctx.settings.siteUrl)
    return ok({})
  }

  return { updateUser, reauthenticate }
}
