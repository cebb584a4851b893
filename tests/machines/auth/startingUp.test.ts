import { describe, expect, it } from 'vitest'
import { fromCallback } from 'xstate'
import { authMachine } from '../../../machines/auth.machine'
import { flush, startInSystem } from '../support/testSystem'
import { start } from './support'

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
})
