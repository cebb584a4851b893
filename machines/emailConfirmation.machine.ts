import { assign, emit, setup } from 'xstate'
import { EMAIL_CONFIRMED } from '../messages/account'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { isBrokenLink } from './validation/accountErrors'

export interface EmailConfirmationInput {
  /** The confirmation link's `token_hash`, taken out of the address; the page starts the flow only for one of the mails' form. */
  tokenHash: string | null
}

export interface EmailConfirmationContext {
  tokenHash: string | null
  /** Whether the last try failed for a reason other than the link (e.g. no network), so it may be tried again. */
  failed: boolean
}

export type EmailConfirmationEvent = { type: 'link.confirm' }

/**
 * The page a confirmation link opens (/bekreft-e-post). Opening it spends nothing: mail scanners open
 * links before people do, so the token is verified only when the visitor presses 'Bekreft
 * e-postadressen', which confirms the address and signs them in, in whichever browser the link was
 * opened. A link the backend refuses ends on the broken-link answer with a way to ask for a new one;
 * a missing or malformed one gets the page's own answer (src/flows/shared/linkToken.ts) and no flow.
 * See docs/decisions.md, 'A way back into the account'.
 *
 * Injected actor (`provide({ actors })`):
 * - `verifyLink`: input `{ tokenHash }`; verifies the sign-up token (supabase-js `verifyOtp`, type
 *   'signup'), which signs in; rejects with the client's error or an `OfflineError`.
 */
export const emailConfirmationMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as EmailConfirmationContext,
    events: {} as EmailConfirmationEvent,
    input: {} as EmailConfirmationInput,
  },
  actors: {
    verifyLink: promisePort<void, { tokenHash: string }>('verifyLink'),
  },
  guards: {
    isBrokenLink: ({ event }) => 'error' in event && isBrokenLink(event.error),
  },
  actions: {
    setFailed: assign({ failed: (_, failed: boolean) => failed }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({ tokenHash: input.tokenHash, failed: false }),
  initial: 'ready',
  states: {
    ready: {
      on: { 'link.confirm': { target: 'verifying', actions: { type: 'setFailed', params: false } } },
    },
    verifying: {
      invoke: {
        id: 'verifyLink',
        src: 'verifyLink',
        input: ({ context }) => ({ tokenHash: context.tokenHash ?? '' }),
        onDone: 'confirmed',
        onError: [
          { guard: 'isBrokenLink', target: 'linkBroken' },
          { target: 'ready', actions: { type: 'setFailed', params: true } },
        ],
      },
    },
    confirmed: {
      type: 'final',
      entry: { type: 'showToast', params: EMAIL_CONFIRMED },
    },
    linkBroken: {
      type: 'final',
    },
  },
})
