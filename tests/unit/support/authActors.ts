import type { AuthError, SupabaseClient } from '@supabase/supabase-js'
import { vi } from 'vitest'
import type { AuthChangeEvent, AuthSession, AuthUser } from '../../../machines/auth.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import { createAuthActors } from '../../../src/flows/session/authActors'
import { memoryStore } from '../../components/support/memoryStore'

export const user: AuthUser = { id: 'u1', email: 'ola@example.no' }
export const session: AuthSession = {
  access_token: 'token-a',
  refresh_token: 'refresh-a',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user,
}

type Listener = (event: AuthChangeEvent, session: AuthSession | null) => void
export type UserAnswer = { data: { user: AuthUser | null }; error: AuthError | null }

export const found: UserAnswer = { data: { user }, error: null }
export const refused = (error: AuthError): UserAnswer => ({ data: { user: null }, error })

/** A stand-in for the auth client: records its listener, answers getUser from `answers` in turn. */
export function fakeClient({ answers = [found] as UserAnswer[], signOutError = null as AuthError | null } = {}) {
  let listener: Listener | null = null
  const unsubscribe = vi.fn()
  const auth = {
    onAuthStateChange: vi.fn((callback: Listener) => {
      listener = callback
      return { data: { subscription: { unsubscribe } } }
    }),
    getUser: vi.fn(async (_jwt?: string) => answers.shift() ?? found),
    signOut: vi.fn(async (_options?: { scope?: string }) => ({ error: signOutError })),
  }
  const client = { auth } as unknown as Pick<SupabaseClient, 'auth'>
  return {
    auth,
    unsubscribe,
    getSupabase: vi.fn(async () => client),
    /** Calls the client's listener as the client would, from inside its auth lock. */
    emit: (event: AuthChangeEvent, withSession: AuthSession | null) => listener!(event, withSession),
  }
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The auth actors over `client`, with a memory store and pauses that are recorded, not waited out. */
export function actorsWith(client = fakeClient(), options: Partial<Parameters<typeof createAuthActors>[0]> = {}) {
  const storage = memoryStore({ [LAST_CONTACT_SUBMISSION_KEY]: '1800000000000', cookie_consent_v1: 'accepted' })
  const pauses: number[] = []
  const actors = createAuthActors({
    getSupabase: client.getSupabase,
    storage,
    pause: async (ms) => void pauses.push(ms),
    ...options,
  })
  return { actors, client, storage, pauses }
}
