import { describe, expect, it } from 'vitest'
import { deferred, flush } from '../support/testSystem'
import { session, signedIn, start, user } from './support'

describe('auth', () => {
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
})
