import { describe, expect, it } from 'vitest'
import { formatCountdown, WARNING_SECONDS } from '../../../machines/idleSession.machine'
import { signedIn, WARNING_AFTER_MS } from './support'

describe('idle session', () => {
  it('opens the warning 25 minutes into a quiet session, counting down from 5:00', () => {
    const session = signedIn()
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(WARNING_AFTER_MS - 1)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(1)
    expect(session.state().matches({ tracking: 'warning' })).toBe(true)
    expect(session.countdown()).toBe('5:00')
    session.tickSeconds(1)
    expect(session.countdown()).toBe('4:59')
    session.tickSeconds(235)
    expect(session.countdown()).toBe('1:04')
  })

  it('signs out when the countdown reaches zero, 30 minutes after the last activity', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.tickSeconds(WARNING_SECONDS - 1)
    expect(session.countdown()).toBe('0:01')
    expect(session.sentTo('auth')).toEqual([])
    session.tickSeconds(1)
    expect(session.state().value).toBe('expired')
    expect(session.sentTo('auth')).toEqual([{ type: 'auth.signOut' }])
  })

  it("signs out at once with 'Logg ut' in the warning", () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.send({ type: 'session.signOut' })
    expect(session.state().value).toBe('expired')
    expect(session.sentTo('auth')).toEqual([{ type: 'auth.signOut' }])
  })
})

describe('formatCountdown', () => {
  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown)
  })
})
