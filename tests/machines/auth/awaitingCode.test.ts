import { describe, expect, it } from 'vitest'
import { flush } from '../support/testSystem'
import { session, start, user } from './support'

/** An auth machine whose first session belongs to an account with two-step sign-in and has not given the code. */
async function awaitingCode() {
  const auth = start()
  auth.change('SIGNED_IN', session('aal1'))
  auth.lastValidation().result.resolve({ ...user, codeDue: true })
  await flush()
  return auth
}

describe('auth, with two-step sign-in on', () => {
  it('holds a session that has not given its code apart from signed in, with the idle session told', async () => {
    const auth = await awaitingCode()
    expect(auth.state().value).toBe('awaitingCode')
    expect(auth.state().matches('signedIn')).toBe(false)
    expect(auth.state().context).toMatchObject({ session: session('aal1'), loading: false })
    expect(auth.sentTo('idleSession')).toEqual([{ type: 'session.start' }])
  })

  it('signs in once the code is taken: MFA_CHALLENGE_VERIFIED brings the aal2 session to validate', async () => {
    const auth = await awaitingCode()
    auth.change('MFA_CHALLENGE_VERIFIED', session('aal2'))
    expect(auth.state().value).toBe('validating')
    auth.lastValidation().result.resolve(user)
    await flush()
    expect(auth.state().value).toEqual({ signedIn: 'current' })
    expect(auth.state().context.session).toEqual(session('aal2'))
  })

  it('goes back to signed out on "Tilbake", and when the session ends', async () => {
    const back = await awaitingCode()
    back.actor.send({ type: 'auth.signOut' })
    await flush()
    expect(back.scopes).toEqual(['local'])
    expect(back.state().value).toEqual({ signedOut: 'settled' })

    const ended = await awaitingCode()
    ended.change('SIGNED_OUT', null)
    expect(ended.state().matches('signedOut')).toBe(true)
    expect(ended.sentTo('idleSession')).toEqual([{ type: 'session.start' }, { type: 'session.end' }])
  })
})
