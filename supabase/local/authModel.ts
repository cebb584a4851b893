import { randomBytes } from 'node:crypto'
import type { Database } from './database'
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

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where email = $1', [email])).rows[0]
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0]
}

/** A signed access token for a session, shaped like GoTrue's. */
async function accessToken(
  issuer: string,
  user: UserRow,
  sessionId: string,
  method: string,
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
      aal: 'aal1',
      amr: [{ method, timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
    },
    expiresAt,
  )
  return { token, expiresAt }
}

/** The body of a successful sign-in or refresh; `method` is the token's `amr` ('password', or 'otp' for a mailed link or code). */
export async function sessionJson(issuer: string, user: UserRow, sessionId: string, refreshToken: string, method: string, now: Clock) {
  const { token, expiresAt } = await accessToken(issuer, user, sessionId, method, now)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/** Signs a user in: a new session with its first refresh token, and the answer with the tokens; `method` as for sessionJson. */
export async function signIn(db: Database, issuer: string, userId: string, method: string, now: Clock) {
  const refreshToken = randomToken()
  const time = new Date(now())
  const sessionId = (
    await db.query<{ id: string }>('insert into auth.sessions (user_id, created_at) values ($1, $2) returning id', [userId, time])
  ).rows[0]!.id
  await db.query('insert into auth.refresh_tokens (token, session_id) values ($1, $2)', [refreshToken, sessionId])
  const user = (
    await db.query<UserRow>('update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1 returning *', [userId, time])
  ).rows[0]!
  return sessionJson(issuer, user, sessionId, refreshToken, method, now)
}
