import { AuthApiError, type AuthError, AuthRetryableFetchError, type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { AuthChangeEvent, AuthSession, AuthUser, SignOutScope } from '../../machines/auth.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import { createAuthActors } from '../../src/flows/session/authActors'
import { memoryStore } from '../components/support/memoryStore'
import { runCallback } from './support/runCallback'

const user: AuthUser = { id: 'u1', email: 'ola@example.no' }
const session: AuthSession = {
  access_token: 'token-a',
  refresh_token: 'refresh-a',
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user,
}

type Listener = (event: AuthChangeEvent, session: AuthSession | null) => void
type UserAnswer = { data: { user: AuthUser | null }; error: AuthError | null }

const found: UserAnswer = { data: { user }, error: null }
const refused = (error: AuthError): UserAnswer => ({ data: { user: null }, error })

/** A stand-in for the auth client: records its listener, answers getUser from `answers` in turn. */
function fakeClient({ answers = [found] as UserAnswer[], signOutError = null as AuthError | null } = {}) {
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
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

function actorsWith(client = fakeClient(), options: Partial<Parameters<typeof createAuthActors>[0]> = {}) {
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

describe('authEvents', () => {
  it('forwards each client event on a later task, never from inside the client’s listener', async () => {
    const tasks: (() => void)[] = []
    const { actors, client } = actorsWith(fakeClient(), { later: (run) => void tasks.push(run) })
    const events = runCallback(actors.authEvents)
    await settle()
    expect(client.auth.onAuthStateChange).toHaveBeenCalledOnce()

    client.emit('INITIAL_SESSION', null)
    client.emit('SIGNED_IN', session)
    expect(events.received()).toEqual([])
    expect(tasks).toHaveLength(2)

    tasks.shift()!()
    expect(events.received()).toEqual([{ type: 'auth.change', event: 'INITIAL_SESSION', session: null }])
    tasks.shift()!()
    expect(events.received()).toEqual([
      { type: 'auth.change', event: 'INITIAL_SESSION', session: null },
      { type: 'auth.change', event: 'SIGNED_IN', session },
    ])
  })

  it.each(['TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const)(
    'forwards %s as it is',
    async (event) => {
      const { actors, client } = actorsWith(fakeClient(), { later: (run) => run() })
      const events = runCallback(actors.authEvents)
      await settle()
      const carried = event === 'SIGNED_OUT' ? null : session
      client.emit(event, carried)
      expect(events.received()).toEqual([{ type: 'auth.change', event, session: carried }])
    },
  )

  it('hands each event on from a timer task by default', async () => {
    const { actors, client } = actorsWith()
    const events = runCallback(actors.authEvents)
    await settle()
    client.emit('SIGNED_IN', session)
    await Promise.resolve()
    expect(events.received()).toEqual([])
    await settle()
    expect(events.received()).toEqual([{ type: 'auth.change', event: 'SIGNED_IN', session }])
  })

  it('unsubscribes from the client when stopped', async () => {
    const { actors, client } = actorsWith()
    const events = runCallback(actors.authEvents)
    await settle()
    expect(client.unsubscribe).not.toHaveBeenCalled()
    events.stop()
    expect(client.unsubscribe).toHaveBeenCalledOnce()
  })

  it('never subscribes when stopped before the client has loaded', async () => {
    const client = fakeClient()
    let loaded!: () => void
    const { actors } = actorsWith({
      ...client,
      getSupabase: vi.fn(() => new Promise<Pick<SupabaseClient, 'auth'>>((resolve) => (loaded = () => resolve(client.getSupabase())))),
    })
    const events = runCallback(actors.authEvents)
    events.stop()
    loaded()
    await settle()
    expect(client.auth.onAuthStateChange).not.toHaveBeenCalled()
  })

  it('counts a client that cannot load as INITIAL_SESSION without a session, on a later task', async () => {
    const tasks: (() => void)[] = []
    const client = fakeClient()
    const { actors } = actorsWith(
      { ...client, getSupabase: vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))) },
      { later: (run) => void tasks.push(run) },
    )
    const events = runCallback(actors.authEvents)
    await settle()
    expect(events.received()).toEqual([])
    tasks.forEach((run) => run())
    expect(events.received()).toEqual([{ type: 'auth.change', event: 'INITIAL_SESSION', session: null }])
  })
})

describe('validateSession', () => {
  const validate = (actors: ReturnType<typeof createAuthActors>) =>
    toPromise(createActor(actors.validateSession, { input: { session } }).start())

  it("asks the backend for the user with the session's token and gives its id and e-mail", async () => {
    const { actors, client, pauses } = actorsWith(
      fakeClient({ answers: [{ data: { user: { ...user, role: 'authenticated' } as AuthUser }, error: null }] }),
    )
    expect(await validate(actors)).toEqual(user)
    expect(client.auth.getUser).toHaveBeenCalledExactlyOnceWith('token-a')
    expect(pauses).toEqual([])
  })

  it.each([
    ['502', new AuthApiError('Bad Gateway', 502, undefined)],
    ['503', new AuthApiError('Service Unavailable', 503, undefined)],
    ['504', new AuthApiError('Gateway Timeout', 504, undefined)],
    ['no network (status 0)', new AuthRetryableFetchError('Failed to fetch', 0)],
  ])('tries again after %s, pausing 200 ms', async (_, error) => {
    const { actors, client, pauses } = actorsWith(fakeClient({ answers: [refused(error), found] }))
    expect(await validate(actors)).toEqual(user)
    expect(client.auth.getUser).toHaveBeenCalledTimes(2)
    expect(pauses).toEqual([200])
  })

  it('gives up after three attempts, pausing 200 then 400 ms, with the last error', async () => {
    const last = new AuthApiError('Gateway Timeout', 504, undefined)
    const { actors, client, pauses } = actorsWith(
      fakeClient({
        answers: [
          refused(new AuthApiError('Bad Gateway', 502, undefined)),
          refused(new AuthRetryableFetchError('Failed to fetch', 0)),
          refused(last),
        ],
      }),
    )
    await expect(validate(actors)).rejects.toBe(last)
    expect(client.auth.getUser).toHaveBeenCalledTimes(3)
    expect(pauses).toEqual([200, 400])
  })

  it('waits for each pause before the next attempt', async () => {
    const client = fakeClient({ answers: [refused(new AuthApiError('Service Unavailable', 503, undefined)), found] })
    let resume!: () => void
    const { actors } = actorsWith(client, { pause: () => new Promise((resolve) => (resume = resolve)) })
    const result = validate(actors)
    await settle()
    expect(client.auth.getUser).toHaveBeenCalledOnce()
    resume()
    expect(await result).toEqual(user)
    expect(client.auth.getUser).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['403 session_not_found', new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found')],
    ['401 bad_jwt', new AuthApiError('invalid JWT: unable to parse or verify signature', 401, 'bad_jwt')],
    ['500', new AuthApiError('Internal Server Error', 500, 'unexpected_failure')],
  ])('does not try again after %s', async (_, error) => {
    const { actors, client, pauses } = actorsWith(fakeClient({ answers: [refused(error), found] }))
    await expect(validate(actors)).rejects.toBe(error)
    expect(client.auth.getUser).toHaveBeenCalledOnce()
    expect(pauses).toEqual([])
  })

  it('rejects when the client cannot load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const { actors } = actorsWith({ ...fakeClient(), getSupabase: vi.fn(() => Promise.reject(failure)) })
    await expect(validate(actors)).rejects.toBe(failure)
  })
})

describe('signOut', () => {
  const signOut = (actors: ReturnType<typeof createAuthActors>, scope: SignOutScope = 'local') =>
    toPromise(createActor(actors.signOut, { input: { scope } }).start())

  it('signs out of this browser only (scope local)', async () => {
    const { actors, client } = actorsWith()
    await signOut(actors)
    expect(client.auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' })
  })

  it('signs out of every device with scope global', async () => {
    const { actors, client } = actorsWith()
    await signOut(actors, 'global')
    expect(client.auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'global' })
  })

  it("rejects with the client's error", async () => {
    const error = new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found')
    const { actors } = actorsWith(fakeClient({ signOutError: error }))
    await expect(signOut(actors)).rejects.toBe(error)
  })
})

describe('forgetContactSubmission', () => {
  it("removes the 'lastContactSubmission' entry and nothing else", async () => {
    const { actors, storage } = actorsWith()
    await toPromise(createActor(actors.forgetContactSubmission).start())
    expect(LAST_CONTACT_SUBMISSION_KEY).toBe('lastContactSubmission')
    expect(storage.entries.has('lastContactSubmission')).toBe(false)
    expect(storage.entries.get('cookie_consent_v1')).toBe('accepted')
  })

  it('resolves when there is nothing to remove', async () => {
    const { actors, storage } = actorsWith()
    storage.entries.clear()
    await expect(toPromise(createActor(actors.forgetContactSubmission).start())).resolves.toBeUndefined()
  })
})
