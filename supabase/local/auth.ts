import bcrypt from 'bcryptjs'
import { createAdminRoutes } from './authAdmin'
import { createAuthContext, type AuthSettings } from './authContext'
import {
  redirectOf,
  API_VERSION_HEADER,
  authenticate,
  authError,
  BAD_JSON,
  inRequestedApiVersion,
  isObject,
  jsonObjectOf,
  noContent,
  ok,
  tooManyRequests,
  mailTooSoon,
} from './authHttp'
import { mailToken, refusedMail } from './authLinks'
import { createFactorRoutes } from './authFactors'
import { createAuthMailer } from './authMail'
import { findUserByEmail, findUserById, obfuscatedUserJson, randomToken, sessionJson, signIn, userJson, type UserRow } from './authModel'
import { createMailAgainRoutes } from './authRecovery'
import { createUserRoutes } from './authUser'
import { createVerifyRoutes } from './authVerify'
import type { Database } from './database'
import { isValidEmail } from '../functions/_shared/contract/text'
import { jsonResponse, type ApiRequest, type ApiResponse } from './http'
import type { Inbox } from './mail'
import type { MailRenderer } from './mailTemplates'
import { checkPassword, isPasswordTooLong, MAX_PASSWORD_BYTES } from './passwordPolicy'

export type { AuthSettings } from './authContext'

/**
 * `/auth/v1` as GoTrue answers it. `render` makes the mails from config.toml's templates; mails go
 * out without holding up the answer, and `mailsSent` waits for those on their way.
 */
export function createAuthRoutes(db: Database, inbox: Inbox, render: MailRenderer, settings: AuthSettings & { quiet: boolean }) {
  const mailer = createAuthMailer(inbox, render, settings.quiet)
  const ctx = createAuthContext(db, mailer, settings)
  const { issuer, limits } = ctx
  const { now } = settings
  const mailAgain = createMailAgainRoutes(ctx)
  const verify = createVerifyRoutes(ctx)
  const user = createUserRoutes(ctx)
  const admin = createAdminRoutes(ctx)
  const factors = createFactorRoutes(ctx)

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
    const weak = checkPassword(password, settings.passwordPolicy)
    if (weak) return authError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } })

    // Hashed whether or not the address has an account, so the answer takes as long either way.
    const passwordHash = await bcrypt.hash(password, 10)
    const redirectTo = redirectOf(settings, request)
    const existing = await findUserByEmail(db, email)
    if (existing?.email_confirmed_at) {
      await mailToken(ctx, 'confirmation', null, email, redirectTo)
      return ok(obfuscatedUserJson(email, data, now()))
    }
    // As GoTrue: an address not proven yet keeps the first sign-up's password and data, and only gets
    // a fresh link (which replaces the first) once max_frequency has passed. Over the hour's mails
    // nothing is stored: GoTrue creates the user in the transaction that mails.
    const refused = refusedMail(ctx, existing?.confirmation_sent_at ?? null)
    if (refused) return refused
    const created =
      existing ??
      (
        await db.query<UserRow>(
          'insert into auth.users (email, encrypted_password, raw_user_meta_data, created_at, updated_at) values ($1, $2, $3::jsonb, $4, $4) on conflict (email) do nothing returning *',
          [email, passwordHash, JSON.stringify(data), ctx.timestamp()],
        )
      ).rows[0]
    // A sign-up of the same address at the same time got in first (while this one hashed its
    // password): answer as if this one had come just after it, instead of failing on the unique address.
    if (!created) {
      const winner = await findUserByEmail(db, email)
      return mailTooSoon(ctx.secondsUntilNextMail(winner?.confirmation_sent_at ?? null) ?? settings.emailMaxFrequencySeconds)
    }
    await mailToken(ctx, 'confirmation', created.id, email, redirectTo)
    return ok(userJson((await findUserById(db, created.id))!))
  }

  async function passwordGrant(request: ApiRequest): Promise<ApiResponse> {
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const { body } = parsed
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!email) return authError(400, 'validation_failed', 'missing email or phone')
    const found = await findUserByEmail(db, email)
    // bcrypt compares only the first 72 bytes, so a longer password that starts like the right one
    // passes, on GoTrue as here; sign-up refuses longer ones, so none is stored.
    if (!found || !(await bcrypt.compare(password, found.encrypted_password))) {
      return authError(400, 'invalid_credentials', 'Invalid login credentials')
    }
    if (!found.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed')
    return ok(await signIn(db, issuer, found.id, 'password', now))
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
    const owner = (await findUserById(db, row.user_id))!
    if (row.revoked) {
      const child = (
        await db.query<{ token: string }>('select token from auth.refresh_tokens where parent = $1 and not revoked', [presented])
      ).rows[0]
      if (child) return ok(await sessionJson(db, issuer, owner, row.session_id, child.token, now))
      const withinReuse = now() - new Date(row.updated_at).getTime() <= settings.refreshTokenReuseSeconds * 1000
      const familyAlive =
        (await db.query('select 1 from auth.refresh_tokens where session_id = $1 and not revoked limit 1', [row.session_id])).rows.length >
        0
      if (!withinReuse || !familyAlive) {
        // A stolen token is being replayed: as GoTrue, revoke every token of the session, the owner's
        // too. The session and its access tokens live on until they expire.
        await db.query('update auth.refresh_tokens set revoked = true where session_id = $1 and not revoked', [row.session_id])
        return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
    }
    const next = randomToken()
    await db.transaction(async (tx) => {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1', [presented, ctx.timestamp()])
      await tx.query('insert into auth.refresh_tokens (token, session_id, parent) values ($1, $2, $3)', [next, row.session_id, presented])
    })
    return ok(await sessionJson(db, issuer, owner, row.session_id, next, now))
  }

  async function getUser(request: ApiRequest): Promise<ApiResponse> {
    const auth = await authenticate(db, request, now)
    return auth.ok ? ok(userJson(auth.user)) : auth.response
  }

  async function logout(request: ApiRequest): Promise<ApiResponse> {
    const auth = await authenticate(db, request, now)
    if (!auth.ok) return auth.response
    const scope = request.url.searchParams.get('scope') ?? 'global'
    if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [auth.user.id])
    else if (scope === 'local') await db.query('delete from auth.sessions where id = $1', [auth.sessionId])
    else if (scope === 'others') await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [auth.user.id, auth.sessionId])
    else return authError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
    return noContent()
  }

  const settingsBody = {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }

  async function answer(request: ApiRequest, path: string): Promise<ApiResponse> {
    const { method } = request
    const grant = request.url.searchParams.get('grant_type')
    if (method === 'POST' && path === '/signup') return signUp(request)
    if (method === 'POST' && path === '/recover') return mailAgain.recover(request)
    if (method === 'POST' && path === '/resend') return mailAgain.resend(request)
    if (method === 'GET' && path === '/verify') return verify.verifyGet(request)
    if (method === 'POST' && path === '/verify') return verify.verifyPost(request)
    if (method === 'POST' && path === '/token' && (grant === 'password' || grant === 'refresh_token')) {
      if (!limits.token(request.clientIp)) return tooManyRequests()
      return grant === 'password' ? passwordGrant(request) : refreshGrant(request)
    }
    if (method === 'POST' && path === '/token') return authError(400, 'invalid_credentials', 'unsupported_grant_type')
    if (method === 'GET' && path === '/user') return getUser(request)
    if (method === 'PUT' && path === '/user') return user.updateUser(request)
    if (method === 'GET' && path === '/reauthenticate') return user.reauthenticate(request)
    if (method === 'POST' && path === '/logout') return logout(request)
    if (method === 'GET' && path === '/settings') return ok(settingsBody)
    if (path === '/admin' || path.startsWith('/admin/')) return admin(request, path)
    const factorAnswer = await factors(request, path)
    if (factorAnswer) return factorAnswer
    if (method === 'GET' && path === '/health') return ok({ name: 'GoTrue', description: 'Havbørs local auth' })
    return authError(404, 'not_found', 'Not found')
  }

  const route = async (request: ApiRequest, path: string) => inRequestedApiVersion(request, await answer(request, path))
  return { route, mailsSent: () => mailer.settled() }
}
