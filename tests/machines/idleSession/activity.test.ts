import { describe, expect, it } from 'vitest'
import { signedIn, WARNING_AFTER_MS } from './support'

describe('idle session', () => {
  it('resets the 30 minutes on activity and tells the other tabs', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS - 1000)
    session.send({ type: 'user.activity' })
    session.clock.increment(WARNING_AFTER_MS - 1)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(1)
    expect(session.state().matches({ tracking: 'warning' })).toBe(true)
    expect(session.shared).toEqual([{ type: 'activity.share' }])
  })

  it('closes the warning on activity', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.send({ type: 'user.activity' })
    expect(session.state().value).toEqual({ tracking: 'active' })
    expect(session.shared).toEqual([{ type: 'activity.share' }])
  })

  it("closes the warning with 'Forleng sesjon' and starts a fresh 30 minutes", () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.tickSeconds(100)
    session.send({ type: 'session.extend' })
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(WARNING_AFTER_MS)
    expect(session.countdown()).toBe('5:00')
    expect(session.shared).toEqual([{ type: 'activity.share' }])
  })

  it('resets on activity in another tab without echoing it back', () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS - 1)
    session.otherTabActivity()
    session.clock.increment(WARNING_AFTER_MS - 1)
    expect(session.state().value).toEqual({ tracking: 'active' })
    session.clock.increment(1)
    session.otherTabActivity()
    expect(session.state().value).toEqual({ tracking: 'active' })
    expect(session.shared).toEqual([])
  })
})
