import { hasTwoStep, isCodeDue } from './contract/twoStep.ts'
import { bearerTokenOf } from './http.ts'

/** The signed-in user a function acts for, as GoTrue's `GET /user` gives it for the caller's token. */
export interface SessionUser {
  id: string
  email: string
  /** The account has two-step sign-in on, and this session has not given its code (GoTrue's aal1). */
  codeDue: boolean
  /** The account has two-step sign-in on: a verified factor. */
  twoStep: boolean
  createdAt: string
  lastSignInAt: string | null
  emailConfirmedAt: string | null
}

/** GoTrue's error bodies in the shape of this API version: `{ code, message }`. */
export const AUTH_API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

interface GoTrueUser {
  id?: unknown
  email?: unknown
  created_at?: unknown
  last_sign_in_at?: unknown
  email_confirmed_at?: unknown
  factors?: { status: string }[] | null
}

const timeOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/**
 * The user of a live session's access token, asked of the project's Auth server with that token, so a
 * function trusts nothing but what Auth verified; null for any other token (GoTrue's 401 or 403).
 */
export function createSessionUserLookup(supabaseUrl: string, anonKey: string) {
  return async (accessToken: string): Promise<SessionUser | null> => {
    const response = await fetch(`${supabaseUrl}/auth/v1/user`, {
      headers: { ...AUTH_API_VERSION, apikey: anonKey, Authorization: `Bearer ${accessToken}` },
    })
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok) throw new Error(`GET /user: ${response.status} ${await response.text()}`)
    const user = (await response.json()) as GoTrueUser
    if (typeof user.id !== 'string' || typeof user.email !== 'string') throw new Error('GET /user: a user without id or e-mail')
    if (typeof user.created_at !== 'string') throw new Error('GET /user: a user without created_at')
    return {
      id: user.id,
      email: user.email,
      codeDue: isCodeDue(user, accessToken),
      twoStep: hasTwoStep(user),
      createdAt: user.created_at,
      lastSignInAt: timeOrNull(user.last_sign_in_at),
      emailConfirmedAt: timeOrNull(user.email_confirmed_at),
    }
  }
}

export type SessionUserLookup = ReturnType<typeof createSessionUserLookup>

/**
 * The user whose session the request's bearer token is, or why the function must refuse: no live
 * session, or one of an account with two-step sign-in that has not given its code.
 */
export async function sessionUserOf(
  request: Request,
  lookup: SessionUserLookup,
): Promise<SessionUser | 'not_signed_in' | 'insufficient_aal'> {
  const token = bearerTokenOf(request)
  const user = token ? await lookup(token) : null
  if (!user) return 'not_signed_in'
  return user.codeDue ? 'insufficient_aal' : user
}
