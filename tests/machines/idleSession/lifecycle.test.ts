import { describe, expect, it } from 'vitest'
import { IDLE_TIMEOUT_MS } from '../../../machines/idleSession.machine'
import { signedIn, start, WARNING_AFTER_MS } from './support'

describe('idle session', () => {
  it('stays inactive while signed out, whatever the time', () => {
    const session = start()
    session.clock.increment(2 * IDLE_TIMEOUT_MS)
    expect(session.state().value).toBe('inactive')
    expect(session.running).toEqual({ localActivity: 0, activityChannel: 0 })
    expect(session.sentTo('auth')).toEqual([])
  })

  it('becomes inactive when the session ends, stopping its listeners and timers', () => {
    const session = signedIn()
    expect(session.running).toEqual({ localActivity: 1, activityChannel: 1 })
    session.send({ type: 'session.end' })
    expect(session.state().value).toBe('inactive')
    expect(session.running).toEqual({ localActivity: 0, activityChannel: 0 })
    session.clock.increment(IDLE_TIMEOUT_MS)
    expect(session.sentTo('auth')).toEqual([])
  })

  it('is inactive again once the expired session has ended', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.send({ type: 'session.signOut' })
    session.send({ type: 'session.end' })
    expect(session.state().value).toBe('inactive')
  })
})
