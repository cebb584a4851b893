import { describe, expect, it } from 'vitest'
import { SIGN_OUT_EVERYWHERE_FAILED, SIGNED_OUT_EVERYWHERE } from '../../../messages/account'
import { flush } from '../support/testSystem'
import { session, signedIn } from './support'

describe('auth', () => {
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
