import { assign, setup } from 'xstate'
import { isValidEmail, stripTagsAndTrim } from '../supabase/functions/_shared/contract/text'
import { isOffline } from './offline'
import { promisePort } from './ports'
import { secondsUntilNextMail } from './validation/accountErrors'

/** The least time between two mails to one address: the backend's `max_frequency` (supabase/config.toml). */
export const MAIL_INTERVAL_SECONDS = 60

export interface MailRequestInput {
  /** The clock the interval is kept on, in milliseconds (`Date.now` in the browser). */
  now: () => number
  /** The address already typed elsewhere, e.g. in the sign-in form. */
  email?: string
  /**
   * What the visitor is told when the backend refuses another mail to the address so soon. The backend
   * refuses that only for an address with an account, so a request that must not tell who has one
   * ('Glemt passord?') answers as if it was sent, which it was, within the minute.
   */
  onTooSoon: 'sent' | 'wait'
}

export type MailRequestProblem = 'invalidEmail' | 'offline' | 'failed'

export interface MailRequestContext {
  now: () => number
  onTooSoon: 'sent' | 'wait'
  email: string
  /** The address the last mail went to, and when, on the clock `now`. */
  sentTo: string | null
  sentAt: number
  /** What the waiting state shows: whole seconds until another mail may be asked for. */
  secondsLeft: number
  problem: MailRequestProblem | null
}

export type MailRequestEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' }

/**
 * Asks the backend for a mail with a link: a new password's ('Glemt passord?') or the sign-up's
 * confirmation again ('Send bekreftelsen på nytt'). Every address gets the same answer whether it has an
 * account or not, and one address gets at most one mail a minute: the machine keeps that interval itself
 * for every address, so the answer never depends on the backend knowing the address, and it tells the
 * seconds left (docs/decisions.md, 'A way back into the account').
 *
 * Injected actor (`provide({ actors })`):
 * - `sendMail`: input `{ email }` (trimmed, lower-cased); resolves once the backend has taken the request;
 *   rejects with the auth client's error (`over_email_send_rate_limit` with the seconds left in its
 *   message), or an `OfflineError`.
 */
export const mailRequestMachine = setup({
  types: {
    context: {} as MailRequestContext,
    events: {} as MailRequestEvent,
    input: {} as MailRequestInput,
  },
  actors: {
    sendMail: promisePort<void, { email: string }>('sendMail'),
  },
  guards: {
    lacksAddress: ({ context }) => !isValidEmail(addressOf(context)),
    isTooSoon: ({ context }) => context.sentTo === addressOf(context) && secondsLeftOf(context) > 0,
    backendSaysWait: ({ context, event }) => context.onTooSoon === 'wait' && secondsFrom(event) !== null,
    backendSaysTooSoon: ({ event }) => secondsFrom(event) !== null,
    wasOffline: ({ event }) => 'error' in event && isOffline(event.error),
  },
  actions: {
    setEmail: assign({ email: ({ event }) => (event.type === 'field.change' ? event.value : '') }),
    setProblem: assign({ problem: (_, problem: MailRequestProblem | null) => problem }),
    recordSent: assign({ sentTo: ({ context }) => addressOf(context), sentAt: ({ context }) => context.now(), problem: null }),
    showOwnWait: assign({ secondsLeft: ({ context }) => secondsLeftOf(context), problem: null }),
    showBackendWait: assign({ secondsLeft: ({ event }) => secondsFrom(event) ?? MAIL_INTERVAL_SECONDS, problem: null }),
  },
}).createMachine({
  id: 'mailRequest',
  context: ({ input }) => ({
    now: input.now,
    onTooSoon: input.onTooSoon,
    email: input.email ?? '',
    sentTo: null,
    sentAt: 0,
    secondsLeft: 0,
    problem: null,
  }),
  initial: 'idle',
  on: {
    'field.change': { actions: 'setEmail' },
  },
  states: {
    idle: {
      on: { 'form.submit': { target: 'checking' } },
    },
    checking: {
      always: [
        { guard: 'lacksAddress', target: 'idle', actions: { type: 'setProblem', params: 'invalidEmail' } },
        { guard: 'isTooSoon', target: 'waiting', actions: 'showOwnWait' },
        { target: 'sending', actions: { type: 'setProblem', params: null } },
      ],
    },
    sending: {
      invoke: {
        id: 'sendMail',
        src: 'sendMail',
        input: ({ context }) => ({ email: addressOf(context) }),
        onDone: { target: 'sent', actions: 'recordSent' },
        onError: [
          { guard: 'backendSaysWait', target: 'waiting', actions: 'showBackendWait' },
          { guard: 'backendSaysTooSoon', target: 'sent', actions: 'recordSent' },
          { guard: 'wasOffline', target: 'idle', actions: { type: 'setProblem', params: 'offline' } },
          { target: 'idle', actions: { type: 'setProblem', params: 'failed' } },
        ],
      },
    },
    sent: {
      on: { 'form.submit': { target: 'checking' } },
    },
    waiting: {
      on: { 'form.submit': { target: 'checking' } },
    },
  },
})

/** The address as it is sent: trimmed, tag-free and lower-cased. */
function addressOf(context: MailRequestContext): string {
  return stripTagsAndTrim(context.email).toLowerCase()
}

function secondsLeftOf(context: MailRequestContext): number {
  return Math.ceil((context.sentAt + MAIL_INTERVAL_SECONDS * 1000 - context.now()) / 1000)
}

function secondsFrom(event: { type: string }): number | null {
  return 'error' in event ? secondsUntilNextMail(event.error) : null
}
