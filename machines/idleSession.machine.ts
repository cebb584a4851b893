import { assign, sendTo, setup } from 'xstate'
import { callbackPort } from './ports'

export const IDLE_TIMEOUT_MS = 30 * 60_000
export const WARNING_SECONDS = 5 * 60

export interface IdleSessionInput {
  /** The clock the deadline is kept on, in milliseconds (`Date.now` in the browser). The machine reads the time only from here. */
  now: () => number
  /** How long the warning counts down; the whole idle time stays {@link IDLE_TIMEOUT_MS}. */
  warningSeconds?: number
}

export interface IdleSessionContext {
  /** The injected clock ({@link IdleSessionInput.now}). */
  now: () => number
  warningSeconds: number
  /** What the warning dialog shows: the whole seconds left until the deadline, rounded up. */
  secondsLeft: number
  /** When the session expires, on the clock `now`: the last activity plus {@link IDLE_TIMEOUT_MS}. Set by `session.start`. */
  deadline: number
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
  | { type: 'page.visible' }
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
 * `session.start`, 'Forleng sesjon' and every activity set a deadline on the injected clock
 * (`input.now`); a timer only wakes the machine to look at that clock (`checkingDeadline`), and the
 * warning, the seconds it shows and the sign-out all follow from the time left. So a timer that fires
 * late (browsers throttle a background tab's timers) still finds the right state, and `page.visible`
 * looks at the clock at once when the tab is shown again.
 *
 * Injected actors (`provide({ actors })`), both running only while a session is tracked:
 * - `localActivity`: callback actor, no input. Listens for mouse down, mouse move, key press, scroll
 *   and touch start and sends back `{ type: 'user.activity' }` (throttled, e.g. once a second); when
 *   the tab becomes visible again (`visibilitychange`) it sends back `{ type: 'page.visible' }`.
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
    /** Until the warning is due, {@link IdleSessionContext.warningSeconds} before the deadline. */
    untilWarning: ({ context }) => Math.max(0, msLeft(context) - context.warningSeconds * 1000),
    /** Until the time left drops below the seconds shown, so the next number is shown when it is due. */
    untilNextSecond: ({ context }) => Math.max(0, msLeft(context) - (context.secondsLeft - 1) * 1000),
  },
  guards: {
    isPastDeadline: ({ context }) => msLeft(context) <= 0,
    isWarningDue: ({ context }) => msLeft(context) <= context.warningSeconds * 1000,
  },
  actions: {
    renewDeadline: assign({ deadline: ({ context }) => context.now() + IDLE_TIMEOUT_MS }),
    showSecondsLeft: assign({ secondsLeft: ({ context }) => Math.ceil(msLeft(context) / 1000) }),
    shareActivity: sendTo('activityChannel', { type: 'activity.share' } satisfies ShareActivity),
    requestSignOut: sendTo(({ system }) => system.get('auth'), { type: 'auth.signOut' }),
  },
}).createMachine({
  id: 'idleSession',
  context: ({ input }) => {
    const warningSeconds = input.warningSeconds ?? WARNING_SECONDS
    return { now: input.now, warningSeconds, secondsLeft: warningSeconds, deadline: 0 }
  },
  initial: 'inactive',
  on: {
    'session.end': '.inactive',
  },
  states: {
    inactive: {
      on: { 'session.start': { target: 'tracking', actions: 'renewDeadline' } },
    },
    tracking: {
      invoke: [
        { id: 'localActivity', src: 'localActivity' },
        { id: 'activityChannel', src: 'activityChannel' },
      ],
      initial: 'active',
      on: {
        'user.activity': { target: '.active', actions: ['renewDeadline', 'shareActivity'] },
        'activity.remote': { target: '.active', actions: 'renewDeadline' },
        'page.visible': '.checkingDeadline',
      },
      states: {
        active: {
          after: { untilWarning: 'checkingDeadline' },
        },
        warning: {
          entry: 'showSecondsLeft',
          after: { untilNextSecond: 'checkingDeadline' },
          on: {
            'session.extend': { target: 'active', actions: ['renewDeadline', 'shareActivity'] },
            'session.signOut': '#idleSession.expired',
          },
        },
        // Where the time left puts the session; the deadline stays as it is.
        checkingDeadline: {
          always: [
            { guard: 'isPastDeadline', target: '#idleSession.expired' },
            { guard: 'isWarningDue', target: 'warning' },
            { target: 'active' },
          ],
        },
      },
    },
    expired: {
      entry: 'requestSignOut',
    },
  },
})

/** Milliseconds until the deadline on the injected clock; zero or less once it has passed. */
function msLeft({ deadline, now }: IdleSessionContext): number {
  return deadline - now()
}

/** The countdown as the dialog shows it: minutes and zero-padded seconds, e.g. 4:05. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
