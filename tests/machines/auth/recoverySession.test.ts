import { describe, expect, it } from 'vitest'
import { flush } from '../support/testSystem'
import { session, signedIn, start, user } from './support'

describe('auth', () => {
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
})
