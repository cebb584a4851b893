import { type EventObject, fromCallback, SimulatedClock } from 'xstate'
import {
  formatCountdown,
  IDLE_TIMEOUT_MS,
  idleSessionMachine,
  type RemoteActivity,
  type ShareActivity,
  WARNING_SECONDS,
} from '../../../machines/idleSession.machine'
import { startInSystem } from '../support/testSystem'

export const WARNING_AFTER_MS = IDLE_TIMEOUT_MS - WARNING_SECONDS * 1000
export const MINUTE_MS = 60_000

/**
 * The idle-session machine in a test system beside a recording auth, with stand-ins for the local activity
 * listeners and the channel to the other tabs that count how many are running.
 */
export function start() {
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

/** An idle session whose session has started. */
export function signedIn() {
  const session = start()
  session.send({ type: 'session.start' })
  return session
}
