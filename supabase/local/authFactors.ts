import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import type { AuthContext } from './authContext'
import { authenticate, authError, BAD_JSON, isUuid, jsonObjectOf, ok, textFields, tooManyRequests, type Authenticated } from './authHttp'
import { addClaim, assuranceOf, findUserById, randomToken, sessionJson } from './authModel'
import type { ApiRequest, ApiResponse } from './http'

/** GoTrue's MFA_CHALLENGE_EXPIRY_DURATION and MFA_FACTOR_EXPIRY_DURATION (both 300 s), and its MFA_MAX_ENROLLED_FACTORS. */
const CHALLENGE_EXPIRY_MS = 300_000
const UNVERIFIED_FACTOR_EXPIRY_MS = 300_000
const MAX_FACTORS = 10

type Session = Extract<Authenticated, { ok: true }>

interface FactorRow {
  id: string
  status: 'unverified' | 'verified'
  secret: string
}

/** GoTrue's TOTP as pquerna/otp validates it: SHA1, six digits, 30 s steps, one step either way. */
function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
}

/** The `otpauth://` URI pquerna/otp makes: issuer and account in the path, the query's keys sorted. */
function keyUri(issuer: string, account: string, secret: string): string {
  const query = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret })
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account).replace('%40', '@')}?${query}`
}

/** `/factors` (supabase-js auth.mfa), as GoTrue answers it for TOTP factors. */
export function createFactorRoutes(ctx: AuthContext) {
  const { db } = ctx

  const isAal2 = async (session: Session) => (await assuranceOf(db, session.sessionId)).aal === 'aal2'

  async function enroll(request: ApiRequest, session: Session): Promise<ApiResponse> {
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const fields = textFields(parsed.body, ['factor_type', 'friendly_name', 'issuer'])
    if (!fields.ok) return fields.response
    const { factor_type: type, friendly_name: friendlyName, issuer: askedIssuer } = fields.fields
    if (type === 'phone') return authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (type === 'webauthn') return authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    if (type !== 'totp') return authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')
    const issuer = askedIssuer || new URL(ctx.settings.siteUrl).host

    // As GoTrue: unverified factors never challenged go after their expiry, anyone's, before the checks.
    await db.query(
      `delete from auth.mfa_factors f where status <> 'verified' and created_at < $1
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
      [new Date(ctx.settings.now() - UNVERIFIED_FACTOR_EXPIRY_MS)],
    )
    const factors = (
      await db.query<{ friendly_name: string; status: string }>('select friendly_name, status from auth.mfa_factors where user_id = $1', [
        session.user.id,
      ])
    ).rows
    if (factors.some((factor) => factor.friendly_name === friendlyName))
      return authError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
    if (factors.length >= MAX_FACTORS)
      return authError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
    if (factors.some((factor) => factor.status === 'verified') && !(await isAal2(session)))
      return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')

    const secret = new Secret({ size: 20 }).base32
    const uri = keyUri(issuer, session.user.email, secret)
    const time = ctx.timestamp()
    const { id } = (
      await db.query<{ id: string }>(
        'insert into auth.mfa_factors (user_id, friendly_name, secret, created_at, updated_at) values ($1, $2, $3, $4, $4) returning id',
        [session.user.id, friendlyName, secret, time],
      )
    ).rows[0]!
    const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' })
    return ok({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } })
  }

  async function challenge(request: ApiRequest, factor: FactorRow): Promise<ApiResponse> {
    if (!ctx.limits.factorChallenge(request.clientIp)) return tooManyRequests()
    const time = ctx.timestamp()
    const { id } = await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [factor.id, time])
      return (
        await tx.query<{ id: string }>(
          'insert into auth.mfa_challenges (factor_id, ip_address, created_at) values ($1, $2, $3) returning id',
          [factor.id, request.clientIp, time],
        )
      ).rows[0]!
    })
    return ok({ id, type: 'totp', expires_at: Math.floor((time.getTime() + CHALLENGE_EXPIRY_MS) / 1000) })
  }

  async function verify(request: ApiRequest, session: Session, factor: FactorRow): Promise<ApiResponse> {
    if (!ctx.limits.factorVerify(request.clientIp)) return tooManyRequests()
    const parsed = jsonObjectOf(request)
    if (!parsed.ok) return parsed.response
    const fields = textFields(parsed.body, ['challenge_id', 'code'])
    if (!fields.ok) return fields.response
    const { challenge_id: challengeId, code } = fields.fields
    // GoTrue decodes challenge_id into a UUID: anything else is a body it cannot read; none is the nil UUID.
    if (challengeId !== '' && !isUuid(challengeId)) return authError(400, 'bad_json', `${BAD_JSON}: challenge_id must be a UUID`)
    if (code === '') return authError(400, 'validation_failed', 'Code needs to be non-empty')

    const found = challengeId
      ? (
          await db.query<{ id: string; ip_address: string; created_at: Date; verified_at: Date | null }>(
            'select id, ip_address, created_at, verified_at from auth.mfa_challenges where id = $1 and factor_id = $2',
            [challengeId, factor.id],
          )
        ).rows[0]
      : undefined
    if (!found) return authError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (found.verified_at || found.ip_address !== request.clientIp)
      return authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    if (ctx.settings.now() > new Date(found.created_at).getTime() + CHALLENGE_EXPIRY_MS) {
      await db.query('delete from auth.mfa_challenges where id = $1', [found.id])
      return authError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
      )
    }
    if (totpOf(factor.secret).validate({ token: code, timestamp: ctx.settings.now(), window: 1 }) === null)
      return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')

    const time = ctx.timestamp()
    const refreshToken = randomToken()
    const { user, sessionId } = session
    await db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = $2 where id = $1', [found.id, time])
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = $2 where id = $1 and status <> 'verified'`, [
        factor.id,
        time,
      ])
      await addClaim(tx, sessionId, 'totp', time)
      await tx.query('update auth.sessions set factor_id = $2 where id = $1', [sessionId, factor.id])
      // A new refresh token, so the session's aal1 one cannot be swapped for an aal2 session.
      const current = (
        await tx.query<{ token: string }>(
          'update auth.refresh_tokens set revoked = true, updated_at = $2 where session_id = $1 and not revoked returning token',
          [sessionId, time],
        )
      ).rows[0]
      await tx.query('insert into auth.refresh_tokens (token, session_id, parent) values ($1, $2, $3)', [
        refreshToken,
        sessionId,
        current?.token ?? null,
      ])
      // As GoTrue: every session of the user still at aal1 ends, on any device, and so do other unverified factors.
      await tx.query(
        `delete from auth.sessions s where user_id = $1 and not exists
           (select 1 from auth.mfa_amr_claims c where c.session_id = s.id and c.authentication_method = 'totp')`,
        [user.id],
      )
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [user.id])
    })
    return ok(await sessionJson(db, ctx.issuer, (await findUserById(db, user.id))!, sessionId, refreshToken, ctx.settings.now))
  }

  async function unenroll(session: Session, factor: FactorRow): Promise<ApiResponse> {
    if (factor.status === 'verified' && !(await isAal2(session)))
      return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
    await db.transaction(async (tx) => {
      // The sessions it made aal2 are aal1 again (their tokens say aal2 until refreshed).
      await tx.query(
        `delete from auth.mfa_amr_claims where authentication_method = 'totp'
           and session_id in (select id from auth.sessions where factor_id = $1)`,
        [factor.id],
      )
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
    })
    return ok({ id: factor.id })
  }

  /** Answers `/factors` and `/factors/{id}[/challenge|/verify]`; null for any other path. */
  return async function factors(request: ApiRequest, path: string): Promise<ApiResponse | null> {
    const match = /^\/factors(?:\/([^/]+)(\/challenge|\/verify)?)?\/?$/.exec(path)
    if (!match) return null
    const [, factorId, action] = match
    const { method } = request
    const known =
      (factorId === undefined && method === 'POST') ||
      (factorId !== undefined && (action === undefined ? method === 'DELETE' : method === 'POST'))
    if (!known) return authError(404, 'not_found', 'Not found')
    const session = await authenticate(db, request, ctx.settings.now)
    if (!session.ok) return session.response
    if (factorId === undefined) return enroll(request, session)
    if (!isUuid(factorId)) return authError(404, 'validation_failed', 'factor_id must be an UUID')
    const factor = (
      await db.query<FactorRow>('select id, status, secret from auth.mfa_factors where id = $1 and user_id = $2', [
        factorId,
        session.user.id,
      ])
    ).rows[0]
    if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found')
    if (action === '/challenge') return challenge(request, factor)
    if (action === '/verify') return verify(request, session, factor)
    return unenroll(session, factor)
  }
}
