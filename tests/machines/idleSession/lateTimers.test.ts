import { describe, expect, it } from 'vitest'
import { MINUTE_MS, signedIn, WARNING_AFTER_MS } from './support'

describe('idle session', () => {
  it('counts down from the time left when the warning timer fires late, not from 5:00', () => {
    const session = signedIn()
    session.clock.increment(27 * MINUTE_MS)
    expect(session.state().matches({ tracking: 'warning' })).toBe(true)
    expect(session.countdown()).toBe('3:00')
    session.tickSeconds(1)
    expect(session.countdown()).toBe('2:59')
  })

  it('shows the right second after a late tick and ticks again when the next second is due', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.clock.increment(90_500)
    expect(session.countdown()).toBe('3:30')
    session.clock.increment(499)
    expect(session.countdown()).toBe('3:30')
    session.clock.increment(1)
    expect(session.countdown()).toBe('3:29')
  })

  it('signs out when a late timer finds the deadline passed', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.clock.increment(10 * MINUTE_MS)
    expect(session.state().value).toBe('expired')
    expect(session.sentTo('auth')).toEqual([{ type: 'auth.signOut' }])
  })

  it('keeps the deadline when a timer fires before the warning is due', () => {
    const session = signedIn()
    session.skewClock(-1000)
    session.clock.increment(WARNING_AFTER_MS)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(999)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(1)
    expect(session.state().matches({ tracking: 'warning' })).toBe(true)
    expect(session.countdown()).toBe('5:00')
  })

  it('signs out at once when the tab is shown again after 31 minutes in which no timer fired', () => {
    const session = signedIn()
    session.skewClock(31 * MINUTE_MS)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.send({ type: 'page.visible' })
    expect(session.state().value).toBe('expired')
    expect(session.sentTo('auth')).toEqual([{ type: 'auth.signOut' }])
  })

  it('opens the warning with the time left when the tab is shown again within the last 5 minutes', () => {
    const session = signedIn()
    session.skewClock(27 * MINUTE_MS + 15_500)
    session.send({ type: 'page.visible' })
    expect(session.state().matches({ tracking: 'warning' })).toBe(true)
    expect(session.countdown()).toBe('2:45')
    session.clock.increment(500)
    expect(session.countdown()).toBe('2:44')
  })

  it('keeps the deadline when the tab is shown again early, and does not count that as activity', () => {
    const session = signedIn()
    session.clock.increment(10 * MINUTE_MS)
    session.send({ type: 'page.visible' })
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(WARNING_AFTER_MS - 10 * MINUTE_MS - 1)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(1)
    expect(session.state().matches({ tracking: 'warning' })).toBe(true)
    expect(session.countdown()).toBe('5:00')
    expect(session.shared).toEqual([])
  })
})
