import { AuthApiError, type AuthError, type SupabaseClient } from '@supabase/supabase-js'
import { vi } from 'vitest'
import { createActor, type SimulatedClock } from 'xstate'
import { type AuthChangeEvent, authMachine, type AuthSession, type AuthUser } from '../../../machines/auth.machine'
import { CONSENT_STORAGE_KEY, cookieConsentMachine } from '../../../machines/cookieConsent.machine'
import { idleSessionMachine } from '../../../machines/idleSession.machine'
import { siteMachine } from '../../../machines/site.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import type { KeyValueStore } from '../../../src/runtime/browserStorage'
import { createCookieConsentActors } from '../../../src/flows/cookieConsent/cookieConsentActors'
import { createAuthActors } from '../../../src/flows/session/authActors'
import { createIdleSessionActors } from '../../../src/flows/session/idleSessionActors'
import { type SessionWatcher, STORED_SESSION_KEY, watchSession } from '../../../src/flows/session/watchSession'
import { runSession } from '../../../src/flows/session/runSession'
import { sessionMachine } from '../../../machines/session.machine'
import { deferred } from '../../machines/support/testSystem'
import { memoryStore } from './memoryStore'

export const testUser: AuthUser = { id: 'u1', email: 'ola@example.no' }

/** The browser's storage as a signed-in visit finds it: the session a page checks at once. */
export function browserWithStoredSession(): KeyValueStore {
  return memoryStore({ [STORED_SESSION_KEY]: JSON.stringify(testSession()) })
}

export function testSession(accessToken = 'token-a'): AuthSession {
  return {
    access_token: accessToken,
    refresh_token: `refresh-${accessToken}`,
    expires_in: 3600,
    expires_at: 1_900_000_000,
    token_type: 'bearer',
    user: testUser,
  }
}

type Listener = (event: AuthChangeEvent, session: AuthSession | null) => void
/** What the test answers a sign-in or sign-up with: the client's error, or null for success. */
type Answer = ReturnType<typeof deferred<AuthError | null>>

/**
 * A stand-in for supabase-js's auth client, behaving as the real one does towards the site: a
 * listener hears INITIAL_SESSION with the stored session soon after it subscribes, a sign-in that
 * succeeds stores its session and emits SIGNED_IN before it resolves, a sign-out emits SIGNED_OUT,
 * and the user endpoint knows only the stored session's token. Sign-in and sign-up wait until the
 * test answers them.
 */
export function fakeAuthClient({ stored = null }: { stored?: AuthSession | null } = {}) {
  let current = stored
  const listeners = new Set<Listener>()
  const emit = (event: AuthChangeEvent, session: AuthSession | null) => [...listeners].forEach((listener) => listener(event, session))
  const signIns: Answer[] = []
  const signUps: Answer[] = []

  const auth = {
    onAuthStateChange: vi.fn((listener: Listener) => {
      listeners.add(listener)
      queueMicrotask(() => listener('INITIAL_SESSION', current))
      return { data: { subscription: { unsubscribe: () => void listeners.delete(listener) } } }
    }),
    getUser: vi.fn(async (jwt?: string) =>
      current !== null && jwt === current.access_token
        ? { data: { user: testUser }, error: null }
        : {
            data: { user: null },
            error: new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found'),
          },
    ),
    signInWithPassword: vi.fn(async (_credentials: { email: string; password: string }) => {
      const answer = deferred<AuthError | null>()
      signIns.push(answer)
      const error = await answer.promise
      if (error) return { data: { user: null, session: null }, error }
      current = testSession('token-signed-in')
      emit('SIGNED_IN', current)
      return { data: { user: testUser, session: current }, error: null }
    }),
    signUp: vi.fn(async (_credentials: { email: string; password: string; options?: { emailRedirectTo?: string } }) => {
      const answer = deferred<AuthError | null>()
      signUps.push(answer)
      const error = await answer.promise
      return { data: { user: error ? null : testUser, session: null }, error }
    }),
    signOut: vi.fn(async (_options?: { scope?: 'global' | 'local' | 'others' }) => {
      current = null
      emit('SIGNED_OUT', null)
      return { error: null }
    }),
  }
  const client = { auth } as unknown as Pick<SupabaseClient, 'auth'>
  /** A session that arrives from elsewhere (another tab, the confirmation link): stored, then SIGNED_IN. */
  const arrive = (session: AuthSession) => {
    current = session
    emit('SIGNED_IN', session)
  }
  return { client, auth, signIns, signUps, emit, arrive, listeners, getSupabase: vi.fn(async () => client) }
}

export type FakeAuthClient = ReturnType<typeof fakeAuthClient>

/** The site's root actor with its real machines; cookie consent already declined, timers on `clock`. */
export function startTestSite(clock: SimulatedClock): SiteActorRef {
  return createActor(
    siteMachine.provide({
      actors: {
        cookieConsent: cookieConsentMachine.provide({
          actors: createCookieConsentActors({ storage: memoryStore({ [CONSENT_STORAGE_KEY]: 'declined' }), sendPageView: null }),
        }),
      },
    }),
    { clock },
  ).start()
}

/**
 * What `watchSession` does, with stand-in effects: starts the real auth and idle-session machines,
 * given the real actor factories with the fake client, `storage`, this document's window and `clock`
 * as the idle session's time. No other tab exists (no BroadcastChannel).
 */
export function watchWith({
  client,
  storage,
  clock,
}: {
  client: FakeAuthClient
  storage: KeyValueStore
  clock: SimulatedClock
}): SessionWatcher {
  const now = () => clock.now()
  const startSession = (site: SiteActorRef) => {
    const logic = sessionMachine.provide({
      actors: {
        auth: authMachine.provide({
          actors: createAuthActors({ getSupabase: client.getSupabase, storage, later: (run) => queueMicrotask(run) }),
        }),
        idleSession: idleSessionMachine.provide({ actors: createIdleSessionActors({ window, now, openChannel: null }) }),
      },
    })
    return runSession(site, logic, now)
  }
  return (site: SiteActorRef) => watchSession(site, null, async () => startSession)
}

/** The session's flows the site holds, once it watches the session. */
export function sessionFlows(site: SiteActorRef) {
  return site.getSnapshot().context.session?.getSnapshot().children ?? {}
}
