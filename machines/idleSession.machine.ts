import { assign, sendTo, setup } from 'xstate'
import { callbackPort } from './ports'

export const IDLE_TIMEOUT_MS = 30 * 60_000
export const WARNING_SECONDS = 5 * 60
export const COUNTDOWN_TICK_MS = 1000

export interface IdleSessionInput {
  /** How long the warning counts down; the whole idle time stays {@link IDLE_TIMEOUT_MS}. */
  warningSeconds?: number
}

export interface IdleSessionContext {
  warningSeconds: number
  secondsLeft: number
}

/** What the `activityChannel` actor sends back when another tab of this browser saw activity. */
export type RemoteActivity = { type: 'activity.remote' }
/** What the `activityChannel` actor receives when this tab saw activity. */
export type ShareActivity = { type: 'activity.share' }

export type IdleSessionEvent =
  | { type: 'session.start' }
  | { type: 'session.end' }
  | { type: 'user.activity' }
  | RemoteActivity
  | { type: 'session.extend' }
  | { type: 'session.signOut' }

/**
 * Signs out a session left unattended, so a shared or forgotten computer does not stay signed in:
 * after {@link IDLE_TIMEOUT_MS} without activity, with a warning dialog counting down the last
 * {@link WARNING_SECONDS} ('Forleng sesjon' or any activity keeps the session, 'Logg ut' or zero ends
 * it). Activity in any tab of the same browser counts, so the tab in use keeps the others alive
 * (docs/decisions.md, 'Idle session across tabs'). It watches only between the auth machine's
 * `session.start` and `session.end`, and signs out by asking `system.get('auth')`.
 *
 * Injected actors (`provide({ actors })`), both running only while a session is tracked:
 * - `localActivity`: callback actor, no input. Listens for mouse down, mouse move, key press, scroll
 *   and touch start and sends back `{ type: 'user.activity' }` (throttled, e.g. once a second).
 * - `activityChannel`: callback actor, no input. A BroadcastChannel between the tabs: on
 *   {@link ShareActivity} it posts to the other tabs; a message from another tab sends back
 *   {@link RemoteActivity}.
 */
export const idleSessionMachine = setup({
  types: {
    context: {} as IdleSessionContext,
    events: {} as IdleSessionEvent,
    input: {} as IdleSessionInput,
  },
  actors: {
    localActivity: callbackPort('localActivity'),
    activityChannel: callbackPort<ShareActivity>('activityChannel'),
  },
  delays: {
    idleBeforeWarning: ({ context }) => IDLE_TIMEOUT_MS - context.warningSeconds * 1000,
    countdownTick: COUNTDOWN_TICK_MS,
  },
  guards: {
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    startCountdown: assign({ secondsLeft: ({ context }) => context.warningSeconds }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    shareActivity: sendTo('activityChannel', { type: 'activity.share' } satisfies ShareActivity),
    requestSignOut: sendTo(({ system }) => system.get('auth'), { type: 'auth.signOut' }),
  },
}).createMachine({
  id: 'idleSession',
  context: ({ input }) => {
    const warningSeconds = input.warningSeconds ?? WARNING_SECONDS
    return { warningSeconds, secondsLeft: warningSeconds }
  },
  initial: 'inactive',
  on: {
    'session.end': '.inactive',
  },
  states: {
    inactive: {
      on: { 'session.start': 'tracking' },
    },
    tracking: {
      invoke: [
        { id: 'localActivity', src: 'localActivity' },
        { id: 'activityChannel', src: 'activityChannel' },
      ],
      initial: 'active',
      states: {
        active: {
          after: { idleBeforeWarning: 'warning' },
          on: {
            'user.activity': { target: 'active', reenter: true, actions: 'shareActivity' },
            'activity.remote': { target: 'active', reenter: true },
          },
        },
        warning: {
          entry: 'startCountdown',
          initial: 'counting',
          states: {
            counting: {
              after: {
                countdownTick: [
                  { guard: 'isLastSecond', target: '#idleSession.expired' },
                  { target: 'counting', reenter: true, actions: 'countDown' },
                ],
              },
            },
          },
          on: {
            'user.activity': { target: 'active', actions: 'shareActivity' },
            'session.extend': { target: 'active', actions: 'shareActivity' },
            'activity.remote': 'active',
            'session.signOut': '#idleSession.expired',
          },
        },
      },
    },
    expired: {
      entry: 'requestSignOut',
    },
  },
})

/** The countdown as the dialog shows it: minutes and zero-padded seconds, e.g. 4:05. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
