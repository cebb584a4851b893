import { randomBytes } from 'node:crypto'
import type { Database } from './database'
import { signJwt } from './jwt'

const ACCESS_TOKEN_SECONDS = 3600

export interface UserRow {
  id: string
  email: string
  encrypted_password: string
  raw_user_meta_data: Record<string, unknown>
  confirmation_sent_at: Date | null
  email_confirmed_at: Date | null
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
}

const APP_METADATA = { provider: 'email', providers: ['email'] }

export function randomToken(bytes = 24): string {
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
export function obfuscatedUserJson(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
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
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000)
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

/** The body of a successful sign-in or refresh. */
export async function sessionJson(issuer: string, user: UserRow, sessionId: string, refreshToken: string, method: string) {
  const { token, expiresAt } = await accessToken(issuer, user, sessionId, method)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/** Starts a session for a user with its first refresh token. */
export async function createSession(db: Database, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  const refreshToken = randomToken(16)
  const sessionId = (await db.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId])).rows[0]!.id
  await db.query('insert into auth.refresh_tokens (token, session_id) values ($1, $2)', [refreshToken, sessionId])
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  return { sessionId, refreshToken }
}
