import { describe, expect, it } from 'vitest'
import { type EventObject, fromCallback, fromPromise } from 'xstate'
import {
  type AuthChangeEvent,
  type AuthChangeMessage,
  authMachine,
  type AuthSession,
  type AuthUser,
  type SignOutScope,
} from '../../machines/auth.machine'
import { SIGN_OUT_EVERYWHERE_FAILED, SIGNED_OUT_EVERYWHERE } from '../../messages/account'
import { deferred, flush, startInSystem } from './support/testSystem'

const user: AuthUser = { id: 'u1', email: 'ola@example.no' }
const session = (accessToken: string): AuthSession => ({
  access_token: accessToken,
  refresh_token: `refresh-${accessToken}`,
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user,
})

function start({ signOut = () => Promise.resolve() }: { signOut?: () => Promise<void> } = {}) {
  const scopes: string[] = []
  let emit: (message: AuthChangeMessage) => void = () => {}
  const validations: { token: string; result: ReturnType<typeof deferred<AuthUser>> }[] = []
  const counts = { signOut: 0, forgetContactSubmission: 0, unsubscribed: 0 }
  const logic = authMachine.provide({
    actors: {
      authEvents: fromCallback<EventObject, void>(({ sendBack }) => {
        emit = sendBack
        return () => counts.unsubscribed++
      }),
      validateSession: fromPromise(({ input }: { input: { session: AuthSession } }) => {
        const result = deferred<AuthUser>()
        validations.push({ token: input.session.access_token, result })
        return result.promise
      }),
      signOut: fromPromise(({ input }: { input: { scope: SignOutScope } }) => {
        counts.signOut++
        scopes.push(input.scope)
        return signOut()
      }),
      forgetContactSubmission: fromPromise(async () => {
        counts.forgetContactSubmission++
      }),
    },
  })
  const system = startInSystem(logic, { peers: ['idleSession'] })
  const change = (event: AuthChangeEvent, withSession: AuthSession | null) => emit({ type: 'auth.change', event, session: withSession })
  const state = () => system.actor.getSnapshot()
  const lastValidation = () => validations[validations.length - 1]!
  return { ...system, change, state, validations, lastValidation, counts, scopes }
}

async function signedIn(options?: Parameters<typeof start>[0]) {
  const auth = start(options)
  auth.change('INITIAL_SESSION', session('a'))
  auth.lastValidation().result.resolve(user)
  await flush()
  return auth
}

describe('auth', () => {
  it('is loading with no user until the first auth event', () => {
    const auth = start()
    expect(auth.state().value).toBe('loading')
    expect(auth.state().context).toMatchObject({ user: null, session: null, loading: true })
  })

  it('ends loading signed out when the first event has no session, and forgets nothing', async () => {
    const auth = start()
    auth.change('INITIAL_SESSION', null)
    await flush()
    expect(auth.state().matches('signedOut')).toBe(true)
    expect(auth.state().context).toMatchObject({ user: null, session: null, loading: false })
    expect(auth.counts.forgetContactSubmission).toBe(0)
  })

  it('validates a session with the backend before storing it and ending loading', async () => {
    const auth = start()
    auth.change('INITIAL_SESSION', session('a'))
    expect(auth.state().value).toBe('validating')
    expect(auth.state().context.loading).toBe(true)
    expect(auth.validations.map((v) => v.token)).toEqual(['a'])
    auth.lastValidation().result.resolve(user)
    await flush()
    expect(auth.state().value).toEqual({ signedIn: 'current' })
    expect(auth.state().context).toMatchObject({ user, session: session('a'), loading: false })
  })

  it('tells the idle session when a session starts and ends', async () => {
    const auth = await signedIn()
    expect(auth.sentTo('idleSession')).toEqual([{ type: 'session.start' }])
    auth.change('SIGNED_OUT', null)
    expect(auth.sentTo('idleSession')).toEqual([{ type: 'session.start' }, { type: 'session.end' }])
  })

  it.each(['SIGNED_IN', 'MFA_CHALLENGE_VERIFIED'] as const)('validates the session of %s from signed out', async (event) => {
    const auth = start()
    auth.change('INITIAL_SESSION', null)
    auth.change(event, session('b'))
    expect(auth.state().value).toBe('validating')
    auth.lastValidation().result.resolve(user)
    await flush()
    expect(auth.state().context.session).toEqual(session('b'))
  })

  it('signs out without touching user and session when validation fails', async () => {
    const auth = start()
    auth.change('SIGNED_IN', session('a'))
    auth.lastValidation().result.reject(new Error('403 session_not_found'))
    await flush()
    expect(auth.counts.signOut).toBe(1)
    expect(auth.state().matches('signedOut')).toBe(true)
  })

  it('leaves user and session untouched by a failed validation until the sign-out ends', async () => {
    const pendingSignOut = deferred<void>()
    const auth = await signedIn({ signOut: () => pendingSignOut.promise })
    auth.change('TOKEN_REFRESHED', session('c'))
    auth.lastValidation().result.reject(new Error('invalid JWT'))
    await flush()
    expect(auth.state().value).toBe('signingOut')
    expect(auth.state().context).toMatchObject({ user, session: session('a') })
    pendingSignOut.resolve()
    await flush()
    expect(auth.state().context).toMatchObject({ user: null, session: null })
  })

  it.each(['TOKEN_REFRESHED', 'USER_UPDATED'] as const)(
    'revalidates on %s while staying signed in (no flash of signed-out)',
    async (event) => {
      const auth = await signedIn()
      auth.change(event, session('c'))
      expect(auth.state().matches('signedIn')).toBe(true)
      expect(auth.state().value).toEqual({ signedIn: 'revalidating' })
      expect(auth.state().context.session).toEqual(session('a'))
      auth.lastValidation().result.resolve({ ...user, email: 'ny@example.no' })
      await flush()
      expect(auth.state().value).toEqual({ signedIn: 'current' })
      expect(auth.state().context).toMatchObject({ user: { ...user, email: 'ny@example.no' }, session: session('c') })
      expect(auth.sentTo('idleSession')).toEqual([{ type: 'session.start' }])
    },
  )

  it('validates only the newest session when events follow each other', async () => {
    const auth = await signedIn()
    auth.change('TOKEN_REFRESHED', session('c'))
    auth.change('TOKEN_REFRESHED', session('d'))
    auth.lastValidation().result.resolve(user)
    await flush()
    expect(auth.state().context.session).toEqual(session('d'))
  })

  it('signs out when a refreshed session fails validation', async () => {
    const auth = await signedIn()
    auth.change('TOKEN_REFRESHED', session('c'))
    auth.lastValidation().result.reject(new Error('boom'))
    await flush()
    expect(auth.counts.signOut).toBe(1)
    expect(auth.state().context).toMatchObject({ user: null, session: null })
  })

  it('signs out on request: clears user and session and forgets the last contact submission', async () => {
    const auth = await signedIn()
    auth.actor.send({ type: 'auth.signOut' })
    expect(auth.state().value).toBe('signingOut')
    await flush()
    expect(auth.counts.signOut).toBe(1)
    expect(auth.counts.forgetContactSubmission).toBe(1)
    expect(auth.state().value).toEqual({ signedOut: 'settled' })
    expect(auth.state().context).toMatchObject({ user: null, session: null, loading: false })
  })

  it('ends signed out, forgetting the last contact submission, even when the backend sign-out fails', async () => {
    const auth = await signedIn({ signOut: () => Promise.reject(new Error('offline')) })
    auth.actor.send({ type: 'auth.signOut' })
    await flush()
    expect(auth.counts.forgetContactSubmission).toBe(1)
    expect(auth.state().value).toEqual({ signedOut: 'settled' })
    expect(auth.state().context).toMatchObject({ user: null, session: null })
  })

  it('clears user and session on SIGNED_OUT (e.g. from another tab) and forgets the last contact submission', async () => {
    const auth = await signedIn()
    auth.change('SIGNED_OUT', null)
    await flush()
    expect(auth.counts.signOut).toBe(0)
    expect(auth.counts.forgetContactSubmission).toBe(1)
    expect(auth.state().context).toMatchObject({ user: null, session: null })
  })

  it('ends signed out when the auth events cannot be subscribed to', () => {
    const failing = authMachine.provide({
      actors: {
        authEvents: fromCallback(() => {
          throw new Error('no storage')
        }),
      },
    })
    const { actor } = startInSystem(failing, { peers: [] })
    expect(actor.getSnapshot().value).toEqual({ signedOut: 'unavailable' })
    expect(actor.getSnapshot().context.loading).toBe(false)
  })

  it('unsubscribes from the auth events when stopped', () => {
    const auth = start()
    auth.system.stop()
    expect(auth.counts.unsubscribed).toBe(1)
  })

  describe("a recovery link's session", () => {
    it('is held apart from a sign-in: validated, yet signed out and without the idle timer', async () => {
      const auth = start()
      auth.change('INITIAL_SESSION', null)
      auth.change('PASSWORD_RECOVERY', session('r'))
      expect(auth.state().matches({ recovering: 'validating' })).toBe(true)
      auth.lastValidation().result.resolve(user)
      await flush()
      expect(auth.state().matches({ recovering: 'ready' })).toBe(true)
      expect(auth.state().context).toMatchObject({ user, session: session('r'), loading: false })
      expect(auth.sentTo('idleSession')).toEqual([])
    })

    it('becomes an ordinary session once the new password is set', async () => {
      const auth = start()
      auth.change('PASSWORD_RECOVERY', session('r'))
      auth.lastValidation().result.resolve(user)
      await flush()
      auth.change('USER_UPDATED', session('u'))
      expect(auth.state().value).toBe('validating')
      auth.lastValidation().result.resolve(user)
      await flush()
      expect(auth.state().matches('signedIn')).toBe(true)
      expect(auth.sentTo('idleSession')).toEqual([{ type: 'session.start' }])
    })

    it('signs out when the backend refuses it', async () => {
      const auth = start()
      auth.change('PASSWORD_RECOVERY', session('r'))
      auth.lastValidation().result.reject(new Error('403 session_not_found'))
      await flush()
      expect(auth.counts.signOut).toBe(1)
      expect(auth.state().matches('signedOut')).toBe(true)
    })

    it('takes over a signed-in tab, which then only may set a password', async () => {
      const auth = await signedIn()
      auth.change('PASSWORD_RECOVERY', session('r'))
      expect(auth.state().matches('recovering')).toBe(true)
      expect(auth.sentTo('idleSession')).toEqual([{ type: 'session.start' }, { type: 'session.end' }])
    })
  })

  describe("'Logg ut overalt'", () => {
    it('signs out every session of the user and says so', async () => {
      const auth = await signedIn()
      auth.actor.send({ type: 'auth.signOutEverywhere' })
      await flush()
      expect(auth.scopes).toEqual(['global'])
      expect(auth.state().matches('signedOut')).toBe(true)
      expect(auth.toasts()).toEqual([SIGNED_OUT_EVERYWHERE])
    })

    it('stays signed in and says why when the backend cannot be reached', async () => {
      const auth = await signedIn({ signOut: () => Promise.reject(new Error('Failed to fetch')) })
      auth.actor.send({ type: 'auth.signOutEverywhere' })
      await flush()
      expect(auth.state().matches('signedIn')).toBe(true)
      expect(auth.state().context.session).toEqual(session('a'))
      expect(auth.toasts()).toEqual([SIGN_OUT_EVERYWHERE_FAILED])
    })

    it('signs out of this browser only on a plain sign-out', async () => {
      const auth = await signedIn()
      auth.actor.send({ type: 'auth.signOut' })
      await flush()
      expect(auth.scopes).toEqual(['local'])
    })
  })
})
