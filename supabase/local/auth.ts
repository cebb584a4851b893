import bcrypt from 'bcryptjs'
import type { Database } from './database'
import { isValidEmail } from '../functions/_shared/text'
import { bearerToken, jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { MAX_JSON_DEPTH, readJsonBody } from './jsonBody'
import { verifyJwt } from './jwt'
import type { JWTPayload } from 'jose'
import { checkPassword, isPasswordTooLong, MAX_PASSWORD_BYTES } from './passwordPolicy'
import { addressLimiter, mailLimiter, type AuthRateLimits } from './rateLimit'
import {
  createSession,
  findUserByEmail,
  findUserById,
  obfuscatedUserJson,
  randomToken,
  sessionJson,
  userJson,
  type UserRow,
} from './authModel'
import type { Inbox } from './mail'
import { confirmationEmail } from './confirmationEmail'

const API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' }

export interface AuthSettings {
  apiUrl: string
  siteUrl: string
  /** Origins a confirmation link may lead back to, besides any loopback address. */
  redirectOrigins: readonly string[]
  /** How long a rotated refresh token may still be used (config.toml: refresh_token_reuse_interval). */
  refreshTokenReuseSeconds: number
  /** The least time between two confirmation mails to one address (config.toml: [auth.email] max_frequency). */
  emailMaxFrequencySeconds: number
  /** config.toml: [auth.rate_limit] */
  rateLimits: AuthRateLimits
}

function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): ApiResponse {
  return jsonResponse(status, { code, message, ...extra }, API_VERSION_HEADER)
}

function ok(body: unknown): ApiResponse {
  return jsonResponse(200, body, API_VERSION_HEADER)
}

function allowedRedirect(settings: AuthSettings, requested: string | null): string {
  if (!requested) return settings.siteUrl
  try {
    const url = new URL(requested)
    const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]'
    return loopback || settings.redirectOrigins.includes(url.origin) || url.origin === new URL(settings.siteUrl).origin
      ? requested
      : settings.siteUrl
  } catch {
    return settings.siteUrl
  }
}

type Refused = { ok: false; response: ApiResponse }
type Authenticated = { ok: true; user: UserRow; sessionId: string } | Refused

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The claims of the request's bearer token, with GoTrue's answers when there is none or it does not verify. */
async function bearerClaims(request: ApiRequest): Promise<{ ok: true; claims: JWTPayload } | Refused> {
  const token = bearerToken(request)
  if (!token) return { ok: false, response: authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token') }
  const verified = await verifyJwt(token)
  if (!verified.ok)
    return { ok: false, response: authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${verified.reason}`) }
  return { ok: true, claims: verified.claims }
}

/** The user and session of the request's bearer token, with GoTrue's answers when they are missing. */
async function authenticate(db: Database, request: ApiRequest): Promise<Authenticated> {
  const bearer = await bearerClaims(request)
  if (!bearer.ok) return bearer
  const { sub, session_id: sessionId } = bearer.claims as { sub?: unknown; session_id?: unknown }
  if (!sub) return { ok: false, response: authError(403, 'bad_jwt', 'invalid claim: missing sub claim') }
  // Checked before either is looked up: PostgreSQL refuses a uuid that is not one with an error.
  if (typeof sub !== 'string' || !UUID.test(sub))
    return { ok: false, response: authError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID') }
  if (sessionId !== undefined && (typeof sessionId !== 'string' || !UUID.test(sessionId)))
    return { ok: false, response: authError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID') }
  const user = await findUserById(db, sub)
  if (!user) return { ok: false, response: authError(403, 'user_not_found', 'User from sub claim in JWT does not exist') }
  const session = (await db.query('select id from auth.sessions where id = $1', [sessionId ?? null])).rows[0]
  if (!session) return { ok: false, response: authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist') }
  return { ok: true, user, sessionId: sessionId as string }
}

/** GoTrue's admin routes: refused as GoTrue refuses them to any but the service role, which the local stack offers none. */
async function admin(request: ApiRequest): Promise<ApiResponse> {
  const bearer = await bearerClaims(request)
  if (!bearer.ok) return bearer.response
  if (bearer.claims.role !== 'service_role' && bearer.claims.role !== 'supabase_admin')
    return authError(403, 'not_admin', 'User not allowed')
  return authError(404, 'not_found', 'The local stack has no admin routes')
}

const BAD_JSON = 'Could not parse request body as JSON'

/** The request's body as GoTrue reads it: one JSON object, valid UTF-8, nested at most MAX_JSON_DEPTH deep; else its 400 bad_json. */
function jsonObjectOf(request: ApiRequest): { ok: true; body: Record<string, unknown> } | Refused {
  const read = readJsonBody(request.body)
  if (read.ok && isObject(read.value)) return { ok: true, body: read.value }
  const why = read.ok
    ? 'not an object'
    : read.problem === 'too_deep'
      ? `nested too deeply (at most ${MAX_JSON_DEPTH} levels)`
      : 'not JSON in UTF-8'
  return { ok: false, response: authError(400, 'bad_json', `${BAD_JSON}: ${why}`) }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

function tooManyRequests(): ApiResponse {
  return authError(429, 'over_request_rate_limit', 'Request rate limit reached')
}

/** GoTrue's answer to another confirmation mail to one address within max_frequency. */
function mailTooSoon(seconds: number): ApiResponse {
  return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`)
}

export function createAuthRoutes(db: Database, inbox: Inbox, settings: AuthSettings) {
  const issuer = `${settings.apiUrl}/auth/v1`
  // GoTrue's limiters: sign-ups, the token grants and verifications per client address; mails for all.
  const limits = {
    signUp: addressLimiter(settings.rateLimits.signInSignUps),
    token: addressLimiter(settings.rateLimits.tokenRefresh),
    verify: addressLimiter(settings.rateLimits.tokenVerifications),
    mail: mailLimiter(settings.rateLimits.emailSent),
  }

  /** Whole seconds left before another confirmation mail may go out, as GoTrue counts them; null when it may. */
  function secondsUntilNextMail(sentAt: Date | null): number | null {
    if (!sentAt) return null
    const left = new Date(sentAt).getTime() + settings.emailMaxFrequencySeconds * 1000 - Date.now()
    return left > 0 ? Math.floor(left / 1000) : null
  }

  async function signUp(request: ApiRequest): Promise<ApiResponse> {
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const { body } = parsed
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    // GoTrue reads the user's data into a map: null or left out is none, anything but an object is refused.
    if (body.data !== undefined && body.data !== null && !isObject(body.data))
      return authError(400, 'bad_json', `${BAD_JSON}: data must be an object`)
    const data = isObject(body.data) ? body.data : {}
    if (!email) return authError(400, 'validation_failed', 'An email address is required')
    // Counted before any other check, as GoTrue counts every sign-up with an address.
    if (!limits.signUp(request.clientIp)) return tooManyRequests()
    if (!isValidEmail(email)) return authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
    if (!password) return authError(400, 'validation_failed', 'Signup requires a valid password')
    if (isPasswordTooLong(password))
      return authError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
    const weak = checkPassword(password)
    if (weak) return authError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } })

    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) return ok(obfuscatedUserJson(email, data))
    if (existing) {
      // As GoTrue: the address is not proven yet, so the user keeps the first sign-up's password and
      // data, and only gets a fresh link (which replaces the first) once max_frequency has passed.
      const wait = secondsUntilNextMail(existing.confirmation_sent_at)
      if (wait !== null) return mailTooSoon(wait)
    }
    // Over the hour's mails nothing is stored: GoTrue creates the user in the transaction that mails.
    if (!limits.mail()) return authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
    const token = randomToken()
    const user = existing
      ? (
          await db.query<UserRow>(
            'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1 returning *',
            [existing.id, token],
          )
        ).rows[0]!
      : (
          await db.query<UserRow>(
            'insert into auth.users (email, encrypted_password, raw_user_meta_data, confirmation_token, confirmation_sent_at) values ($1, $2, $3::jsonb, $4, now()) on conflict (email) do nothing returning *',
            [email, await bcrypt.hash(password, 10), JSON.stringify(data), token],
          )
        ).rows[0]
    // A sign-up of the same address at the same time got in first (while this one hashed its
    // password): answer as if this one had come just after it, instead of failing on the unique address.
    if (!user) {
      const winner = await findUserByEmail(db, email)
      return mailTooSoon(secondsUntilNextMail(winner?.confirmation_sent_at ?? null) ?? settings.emailMaxFrequencySeconds)
    }
    const redirectTo = allowedRedirect(settings, request.url.searchParams.get('redirect_to'))
    const link = `${issuer}/verify?${new URLSearchParams({ token, type: 'signup', redirect_to: redirectTo })}`
    await inbox.send({ to: email, ...confirmationEmail(link) })
    return ok(userJson(user))
  }

  async function verify(request: ApiRequest): Promise<ApiResponse> {
    const token = request.url.searchParams.get('token')
    const type = request.url.searchParams.get('type')
    if (!type) return authError(400, 'validation_failed', 'Verify requires a verification type')
    if (!token) return authError(400, 'validation_failed', 'Verify requires a token or a token hash')
    if (type !== 'signup') return authError(400, 'validation_failed', 'Unsupported verification type')
    const redirectTo = allowedRedirect(settings, request.url.searchParams.get('redirect_to'))
    const user = (
      await db.query<UserRow>(
        'update auth.users set email_confirmed_at = now(), confirmation_token = null, updated_at = now() where confirmation_token = $1 returning *',
        [token],
      )
    ).rows[0]
    if (!user) {
      const error = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
        sb: '',
      })
      return { status: 303, headers: { Location: `${redirectTo}#${error}` } }
    }
    const { sessionId, refreshToken } = await createSession(db, user.id)
    const session = await sessionJson(issuer, (await findUserById(db, user.id))!, sessionId, refreshToken, 'otp')
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: refreshToken,
      sb: '',
      token_type: 'bearer',
      type: 'signup',
    })
    return { status: 303, headers: { Location: `${redirectTo}#${fragment}` } }
  }

  async function passwordGrant(request: ApiRequest): Promise<ApiResponse> {
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const { body } = parsed
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email) return authError(400, 'validation_failed', 'missing email or phone')
    const user = await findUserByEmail(db, email)
    // bcrypt would compare only the first 72 bytes, so a longer password that starts like the right
    // one would pass; no stored password is longer, as sign-up refuses them.
    if (!user || isPasswordTooLong(password) || !(await bcrypt.compare(password, user.encrypted_password))) {
      return authError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed')
    const { sessionId, refreshToken } = await createSession(db, user.id)
    return ok(await sessionJson(issuer, (await findUserById(db, user.id))!, sessionId, refreshToken, 'password'))
  }

  async function refreshGrant(request: ApiRequest): Promise<ApiResponse> {
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const presented = typeof parsed.body.refresh_token === 'string' ? parsed.body.refresh_token : ''
    if (!presented) return jsonResponse(400, { error: 'invalid_request', error_description: 'refresh_token required' }, API_VERSION_HEADER)
    const row = (
      await db.query<{ session_id: string; revoked: boolean; updated_at: Date; user_id: string }>(
        'select t.session_id, t.revoked, t.updated_at, s.user_id from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id where t.token = $1',
        [presented],
      )
    ).rows[0]
    if (!row) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    const user = (await findUserById(db, row.user_id))!
    if (row.revoked) {
      const child = (
        await db.query<{ token: string }>('select token from auth.refresh_tokens where parent = $1 and not revoked', [presented])
      ).rows[0]
      if (child) return ok(await sessionJson(issuer, user, row.session_id, child.token, 'password'))
      const withinReuse = Date.now() - new Date(row.updated_at).getTime() <= settings.refreshTokenReuseSeconds * 1000
      if (!withinReuse) {
        // A stolen token is being replayed: end the whole session, for the thief and the owner alike.
        await db.query('delete from auth.sessions where id = $1', [row.session_id])
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
    }
    const next = randomToken(16)
    await db.transaction(async (tx) => {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [presented])
      await tx.query('insert into auth.refresh_tokens (token, session_id, parent) values ($1, $2, $3)', [next, row.session_id, presented])
    })
    return ok(await sessionJson(issuer, user, row.session_id, next, 'password'))
  }

  async function getUser(request: ApiRequest): Promise<ApiResponse> {
    const auth = await authenticate(db, request)
    return auth.ok ? ok(userJson(auth.user)) : auth.response
  }

  async function logout(request: ApiRequest): Promise<ApiResponse> {
    const auth = await authenticate(db, request)
    if (!auth.ok) return auth.response
    const scope = request.url.searchParams.get('scope') ?? 'global'
    if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [auth.user.id])
    else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [auth.sessionId])
    else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [auth.user.id, auth.sessionId])
    else return authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
    return { status: 204, headers: API_VERSION_HEADER }
  }

  const settingsBody = {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }

  return async function route(request: ApiRequest, path: string): Promise<ApiResponse> {
    const grant = request.url.searchParams.get('grant_type')
    if (request.method === 'POST' && path === '/signup') return signUp(request)
    if (request.method === 'GET' && path === '/verify') return limits.verify(request.clientIp) ? verify(request) : tooManyRequests()
    if (request.method === 'POST' && path === '/token' && (grant === 'password' || grant === 'refresh_token')) {
      if (!limits.token(request.clientIp)) return tooManyRequests()
      return grant === 'password' ? passwordGrant(request) : refreshGrant(request)
    }
    if (request.method === 'POST' && path === '/token') return authError(400, 'invalid_credentials', 'unsupported_grant_type')
    if (request.method === 'GET' && path === '/user') return getUser(request)
    if (request.method === 'POST' && path === '/logout') return logout(request)
    if (request.method === 'GET' && path === '/settings') return ok(settingsBody)
    if (path === '/admin' || path.startsWith('/admin/')) return admin(request)
    if (request.method === 'GET' && path === '/health') return ok({ name: 'GoTrue', description: 'Havbørs local auth' })
    return authError(404, 'not_found', 'Not found')
  }
}
