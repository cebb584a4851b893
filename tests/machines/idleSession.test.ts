import { describe, expect, it } from 'vitest'
import { type EventObject, fromCallback, SimulatedClock } from 'xstate'
import {
  formatCountdown,
  IDLE_TIMEOUT_MS,
  idleSessionMachine,
  type RemoteActivity,
  type ShareActivity,
  WARNING_SECONDS,
} from '../../machines/idleSession.machine'
import { startInSystem } from './support/testSystem'

const WARNING_AFTER_MS = IDLE_TIMEOUT_MS - WARNING_SECONDS * 1000
const MINUTE_MS = 60_000

function start() {
  const shared: ShareActivity[] = []
  const running = { localActivity: 0, activityChannel: 0 }
  let fromOtherTab: (event: RemoteActivity) => void = () => {}
  const logic = idleSessionMachine.provide({
    actors: {
      localActivity: fromCallback<EventObject, void>(() => {
        running.localActivity++
        return () => running.localActivity--
      }),
      activityChannel: fromCallback<ShareActivity, void>(({ sendBack, receive }) => {
        running.activityChannel++
        fromOtherTab = sendBack
        receive((event) => shared.push(event))
        return () => running.activityChannel--
      }),
    },
  })
  const clock = new SimulatedClock()
  /** How far the injected clock is ahead of the clock that fires the timers. */
  let skewMs = 0
  const system = startInSystem(logic, { input: { now: () => clock.now() + skewMs }, peers: ['auth'], clock })
  const send = system.actor.send.bind(system.actor)
  const state = () => system.actor.getSnapshot()
  const countdown = () => formatCountdown(state().context.secondsLeft)
  /** Steps the clock one timer at a time: a timer scheduled during an increment only fires on the next one. */
  const tickSeconds = (seconds: number) => {
    for (let i = 0; i < seconds; i++) system.clock.increment(1000)
  }
  /**
   * Moves the injected clock without firing a timer: ahead, as in a hidden tab whose timers the browser
   * holds back; behind, as when a timer fires a little before its time.
   */
  const skewClock = (ms: number) => {
    skewMs += ms
  }
  return {
    ...system,
    send,
    state,
    countdown,
    tickSeconds,
    skewClock,
    shared,
    running,
    otherTabActivity: () => fromOtherTab({ type: 'activity.remote' }),
  }
}

function signedIn() {
  const session = start()
  session.send({ type: 'session.start' })
  return session
}

describe('idle session', () => {
  it('stays inactive while signed out, whatever the time', () => {
    const session = start()
    session.clock.increment(2 * IDLE_TIMEOUT_MS)
    expect(session.state().value).toBe('inactive')
    expect(session.running).toEqual({ localActivity: 0, activityChannel: 0 })
    expect(session.sentTo('auth')).toEqual([])
  })

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

  it("signs out at once with 'Logg ut' in the warning", () => {
    const session = signedIn()
    session.clock.increment(WARNING_AFTER_MS)
    session.send({ type: 'session.signOut' })
    expect(session.state().value).toBe('expired')
    expect(session.sentTo('auth')).toEqual([{ type: 'auth.signOut' }])
  })

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
