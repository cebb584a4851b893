import { assign, emit, setup } from 'xstate'
import { NEWSLETTER_TOASTS } from '../messages/newsletter'
import { OFFLINE_TOAST } from '../messages/offline'
import { isValidEmail } from '../supabase/functions/_shared/contract/text'
import { isOffline } from './offline'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'

const UNIQUE_VIOLATION = '23505'

export interface NewsletterContext {
  email: string
}

export type NewsletterEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' }

/** What the `subscribe` actor rejects with: the database error's code and message. */
export interface SubscribeFailure {
  code?: string
  message?: string
}

/**
 * The footer's newsletter sign-up. It sends only an address the `newsletter_subscriptions` table
 * would accept (the site's one e-mail rule on the trimmed address), so no request is made that can
 * only fail, and it answers every outcome with a toast: a duplicate is not an error for the visitor,
 * and an expired or invalid key asks for a reload rather than a later try. After a sign-up it stays
 * in `idle.sent`, where the form asks the visitor to confirm from the mail, until the next submit.
 * See docs/decisions.md, 'Newsletter messages' and 'E-mail addresses'; texts in messages/newsletter.ts.
 *
 * Injected actor (`provide({ actors })`):
 * - `subscribe`: input `{ email }` (trimmed); inserts it into `newsletter_subscriptions`; resolves on
 *   success, rejects with the database error ({@link SubscribeFailure}: code '23505' for a duplicate,
 *   a message mentioning authentication or JWT when the key is refused), or with an `OfflineError`
 *   (machines/offline.ts) when the browser is offline.
 */
export const newsletterMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
  },
  actors: {
    subscribe: promisePort<void, { email: string }>('subscribe'),
  },
  guards: {
    lacksAddress: ({ context }) => !isValidEmail(context.email.trim()),
    wasOffline: ({ event }) => 'error' in event && isOffline(event.error),
    isDuplicate: (_, failure: SubscribeFailure) => failure.code === UNIQUE_VIOLATION,
    isAuthProblem: (_, failure: SubscribeFailure) => /authentication|jwt/i.test(failure.message ?? ''),
  },
  actions: {
    setEmail: assign({ email: ({ event }) => (event.type === 'field.change' ? event.value : '') }),
    clearEmail: assign({ email: '' }),
    logFailure: ({ event }) => console.error('Newsletter sign-up failed', 'error' in event ? event.error : event),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'newsletter',
  context: { email: '' },
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      states: {
        editing: {},
        sent: {},
      },
      on: {
        'field.change': { actions: 'setEmail' },
        'form.submit': [
          { guard: 'lacksAddress', target: '.editing', actions: { type: 'showToast', params: NEWSLETTER_TOASTS.invalidEmail } },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'idle.sent', actions: ['clearEmail', { type: 'showToast', params: NEWSLETTER_TOASTS.subscribed }] },
        onError: [
          {
            guard: 'wasOffline',
            target: 'idle',
            actions: { type: 'showToast', params: OFFLINE_TOAST },
          },
          {
            guard: { type: 'isDuplicate', params: ({ event }) => asFailure(event.error) },
            target: 'idle',
            actions: { type: 'showToast', params: NEWSLETTER_TOASTS.alreadySubscribed },
          },
          {
            guard: { type: 'isAuthProblem', params: ({ event }) => asFailure(event.error) },
            target: 'idle',
            actions: { type: 'showToast', params: NEWSLETTER_TOASTS.reloadPage },
          },
          {
            target: 'idle',
            actions: ['logFailure', { type: 'showToast', params: NEWSLETTER_TOASTS.tryLater }],
          },
        ],
      },
    },
  },
})

function asFailure(error: unknown): SubscribeFailure {
  return typeof error === 'object' && error !== null ? (error as SubscribeFailure) : {}
}
