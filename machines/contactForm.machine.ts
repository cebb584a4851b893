import { assign, emit, setup, spawnChild } from 'xstate'
import { CONTACT_TOASTS } from '../messages/contactForm'
import { OFFLINE_TOAST } from '../messages/offline'
import { isOffline } from './offline'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { CONTACT_FIELD_WORDS } from '../messages/contactForm'
import { emptyContactMessage } from '../supabase/functions/_shared/contract/contactForm'
import {
  type ContactField,
  contactFieldErrors,
  type ContactMessage,
  type FieldRefusal,
  sanitizeForSending,
} from '../supabase/functions/_shared/contract/contactRules'

export const CONTACT_RATE_LIMIT_MS = 60_000

export interface ContactFormInput {
  /** This form instance's anti-forgery token: see `createAntiForgeryToken`. */
  token: string
}

export interface ContactFormContext {
  token: string
  values: ContactMessage
  errors: Partial<Record<ContactField, string>>
  /** When the latest submission passed the rate limit, in ms since the epoch; 0 before any. */
  submittedAt: number
  /** How long the rate limit still holds, in ms. */
  retryInMs: number
}

export type ContactFormEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  /** `honeypot` and `token` are the form's two hidden fields. */
  | { type: 'form.submit'; honeypot: string; token: string }

/** What `readSubmissionTimes` resolves with. */
export interface SubmissionTimes {
  now: number
  lastSubmittedAt: number | null
}

const EMPTY_VALUES: ContactMessage = emptyContactMessage()

/** Each field's words by refusal; `ContactFormWords` holds a word for every refusal the field can get. */
const REFUSAL_WORDS: Record<ContactField, Partial<Record<FieldRefusal, string>>> = CONTACT_FIELD_WORDS

/** What the visitor is told of each refused field of the values, in the words of messages/contactForm.ts. */
export function contactFieldProblems(values: Partial<Record<ContactField, unknown>>): Partial<Record<ContactField, string>> {
  const refusals = Object.entries(contactFieldErrors(values)) as [ContactField, FieldRefusal][]
  return Object.fromEntries(refusals.map(([field, refusal]) => [field, REFUSAL_WORDS[field][refusal]]))
}

/**
 * The contact form on /kontakt, which must never lose what a visitor typed and never send what the
 * contact function's rules would refuse. The fields are judged by the rules the function uses too
 * (supabase/functions/_shared/contract/contactRules.ts), on the sanitised text, address included. From submit to
 * the answer the fields are read-only (`field.change` is ignored in `submitting`), so the text sent
 * is the text judged, and the reset after success cannot swallow anything typed meanwhile. Abuse is
 * turned away before anything is sent: a filled honeypot drops the submission silently (only a
 * console warning), a token other than this form's own shows a security toast, and a message within
 * {@link CONTACT_RATE_LIMIT_MS} of this browser's last one holds the form until the time has passed;
 * the visitor may keep typing while it holds. Only a sent message resets the form; every failure
 * keeps the text. See docs/decisions.md, 'The contact form' and 'The last contact submission';
 * texts in messages/contactForm.ts.
 *
 * Injected actors (`provide({ actors })`):
 * - `readSubmissionTimes`: no input; resolves with {@link SubmissionTimes}: the clock's now and the
 *   `lastContactSubmission` entry (machines/lastContactSubmission.ts) (null when absent or unreadable). It must not
 *   reject: blocked or failing storage reads as null (src/runtime/browserStorage.ts).
 * - `sendContactMessage`: input {@link ContactMessage} (sanitised); invokes the server function
 *   send-contact-notification; resolves when it answers without error, rejects otherwise: with an
 *   `OfflineError` (machines/offline.ts) when the browser is offline, which the form says as such.
 * - `recordSubmission`: input `{ at }` (ms); stores it under that entry.
 *   Started and forgotten: it must not reject.
 */
export const contactFormMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    readSubmissionTimes: promisePort<SubmissionTimes>('readSubmissionTimes'),
    sendContactMessage: promisePort<void, ContactMessage>('sendContactMessage'),
    recordSubmission: promisePort<void, { at: number }>('recordSubmission'),
  },
  delays: {
    rateLimitWait: ({ context }) => context.retryInMs,
  },
  guards: {
    honeypotFilled: ({ event }) => event.type === 'form.submit' && event.honeypot !== '',
    tokenMismatch: ({ context, event }) => event.type === 'form.submit' && event.token !== context.token,
    hasFieldErrors: ({ context }) => Object.keys(contactFieldErrors(context.values)).length > 0,
    wasOffline: ({ event }) => 'error' in event && isOffline(event.error),
    submittedTooRecently: (_, { now, lastSubmittedAt }: SubmissionTimes) =>
      lastSubmittedAt !== null && now - lastSubmittedAt < CONTACT_RATE_LIMIT_MS,
  },
  actions: {
    setField: assign({
      values: ({ context, event }) => (event.type === 'field.change' ? { ...context.values, [event.field]: event.value } : context.values),
    }),
    showFieldErrors: assign({ errors: ({ context }) => contactFieldProblems(context.values) }),
    clearFieldErrors: assign({ errors: {} }),
    warnDroppedSubmission: () => console.warn('Contact form: honeypot filled, submission dropped'),
    holdRateLimit: assign({
      retryInMs: (_, { now, lastSubmittedAt }: SubmissionTimes) => CONTACT_RATE_LIMIT_MS - (now - (lastSubmittedAt ?? now)),
    }),
    noteSubmissionTime: assign({ submittedAt: (_, { now }: SubmissionTimes) => now }),
    recordSubmission: spawnChild('recordSubmission', { id: 'recordSubmission', input: ({ context }) => ({ at: context.submittedAt }) }),
    resetForm: assign({ values: EMPTY_VALUES, errors: {} }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ token: input.token, values: EMPTY_VALUES, errors: {}, submittedAt: 0, retryInMs: 0 }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      states: {
        idle: {},
        success: {},
        error: {},
      },
      on: {
        'field.change': { target: '.idle', actions: 'setField' },
        'form.submit': [
          { guard: 'honeypotFilled', actions: 'warnDroppedSubmission' },
          { guard: 'tokenMismatch', target: '.error', actions: { type: 'showToast', params: CONTACT_TOASTS.securityError } },
          { guard: 'hasFieldErrors', target: '.idle', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'clearFieldErrors' },
        ],
      },
    },
    // No `field.change` here: the fields are read-only until the answer.
    submitting: {
      initial: 'checkingRateLimit',
      states: {
        checkingRateLimit: {
          invoke: {
            id: 'readSubmissionTimes',
            src: 'readSubmissionTimes',
            onDone: [
              {
                guard: { type: 'submittedTooRecently', params: ({ event }) => event.output },
                target: '#contactForm.rateLimited',
                actions: [
                  { type: 'holdRateLimit', params: ({ event }) => event.output },
                  { type: 'showToast', params: CONTACT_TOASTS.tooManyAttempts },
                ],
              },
              { target: 'sending', actions: { type: 'noteSubmissionTime', params: ({ event }) => event.output } },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'sendContactMessage',
            src: 'sendContactMessage',
            input: ({ context }) => sanitizeForSending(context.values),
            onDone: {
              target: '#contactForm.ready.success',
              actions: ['recordSubmission', 'resetForm', { type: 'showToast', params: CONTACT_TOASTS.sent }],
            },
            onError: [
              {
                guard: 'wasOffline',
                target: '#contactForm.ready.error',
                actions: { type: 'showToast', params: OFFLINE_TOAST },
              },
              { target: '#contactForm.ready.error', actions: { type: 'showToast', params: CONTACT_TOASTS.sendFailed } },
            ],
          },
        },
      },
    },
    rateLimited: {
      after: { rateLimitWait: 'ready.idle' },
      on: {
        'field.change': { actions: 'setField' },
      },
    },
  },
})
