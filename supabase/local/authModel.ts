import { randomBytes } from 'node:crypto'
import type { Database, Queryable } from './database'
import { signJwt } from './jwt'
import type { Clock } from './rateLimit'

const ACCESS_TOKEN_SECONDS = 3600

export interface UserRow {
  id: string
  email: string
  encrypted_password: string
  raw_user_meta_data: Record<string, unknown>
  /** GoTrue's token hash of the pending confirmation, never the code itself. */
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  reauthentication_token: string | null
  reauthentication_sent_at: Date | null
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  /** The user's factors, as GoTrue shows them (USER_WITH_FACTORS reads them). */
  factors: Record<string, unknown>[]
}

const APP_METADATA = { provider: 'email', providers: ['email'] }

export function randomToken(bytes = 16): string {
  return randomBytes(bytes).toString('hex')
}

function iso(date: Date | null): string | undefined {
  return date ? new Date(date).toISOString() : undefined
}

function userMetadata(user: UserRow): Record<string, unknown> {
  return {
    ...user.raw_user_meta_data,
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
  }
}

/** The user as GoTrue shows it; fields without a value are left out. */
export function userJson(user: UserRow): Record<string, unknown> {
  const metadata = userMetadata(user)
  const json: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    phone: '',
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: APP_METADATA,
    user_metadata: metadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: metadata,
        provider: 'email',
        email: user.email,
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
    // GoTrue leaves the list out when there are none.
    factors: user.factors.length > 0 ? user.factors : undefined,
  }
  return Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined))
}

/** What GoTrue answers for an address that is already registered: a made-up user, no identities. */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>, time: number): Record<string, unknown> {
  const now = new Date(time).toISOString()
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/** A user's row with its factors, oldest first, in GoTrue's JSON (times as its JSON gives them). */
const USER_WITH_FACTORS = `select u.*, coalesce((select jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
    'id', f.id, 'created_at', f.created_at, 'updated_at', f.updated_at, 'status', f.status,
    'friendly_name', nullif(f.friendly_name, ''), 'factor_type', f.factor_type, 'phone', '')) ||
    jsonb_build_object('last_challenged_at', f.last_challenged_at) order by f.created_at)
  from auth.mfa_factors f where f.user_id = u.id), '[]'::jsonb) as factors from auth.users u`

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${USER_WITH_FACTORS} where u.email = $1`, [email])).rows[0]
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${USER_WITH_FACTORS} where u.id = $1`, [id])).rows[0]
}

/** How a session was proven, as its token's claims say it: aal2 once a factor's code was given. */
export interface Assurance {
  aal: 'aal1' | 'aal2'
  amr: { method: string; timestamp: number }[]
}

/** A session's assurance level and its ways of proof, newest first, as GoTrue computes them. */
export async function assuranceOf(db: Database, sessionId: string): Promise<Assurance> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1',
    [sessionId],
  )
  const amr = rows
    .map((row) => ({ method: row.authentication_method, at: new Date(row.updated_at).getTime() }))
    .sort((a, b) => b.at - a.at)
    .map(({ method, at }) => ({ method, timestamp: Math.floor(at / 1000) }))
  return { aal: amr.some((entry) => entry.method === 'totp') ? 'aal2' : 'aal1', amr }
}

/** Records a way of proof on a session, or renews its time (GoTrue's AddClaimToSession). */
export async function addClaim(db: Queryable, sessionId: string, method: string, time: Date): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method, updated_at) values ($1, $2, $3)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [sessionId, method, time],
  )
}

/** A signed access token for a session, shaped like GoTrue's. */
async function accessToken(
  issuer: string,
  user: UserRow,
  sessionId: string,
  { aal, amr }: Assurance,
  now: Clock,
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now() / 1000)
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS
  const token = await signJwt(
    {
      aud: 'authenticated',
      iat: issuedAt,
      iss: issuer,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: APP_METADATA,
      user_metadata: userMetadata(user),
      role: 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: false,
    },
    expiresAt,
  )
  return { token, expiresAt }
}

/** The body of a successful sign-in, refresh or second step, with the session's aal and amr in its token. */
export async function sessionJson(db: Database, issuer: string, user: UserRow, sessionId: string, refreshToken: string, now: Clock) {
  const { token, expiresAt } = await accessToken(issuer, user, sessionId, await assuranceOf(db, sessionId), now)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/** Signs a user in: a new aal1 session proven by `method` ('password', or 'otp' for a mailed link or code), with its first refresh token. */
export async function signIn(db: Database, issuer: string, userId: string, method: string, now: Clock) {
  const refreshToken = randomToken()
  const time = new Date(now())
  const sessionId = (
    await db.query<{ id: string }>('insert into auth.sessions (user_id, created_at) values ($1, $2) returning id', [userId, time])
  ).rows[0]!.id
  await db.query('insert into auth.refresh_tokens (token, session_id) values ($1, $2)', [refreshToken, sessionId])
  await addClaim(db, sessionId, method, time)
  await db.query('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1', [userId, time])
  return sessionJson(db, issuer, (await findUserById(db, userId))!, sessionId, refreshToken, now)
}
