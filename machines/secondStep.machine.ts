import { assign, emit, enqueueActions, setup } from 'xstate'
import type { Problem } from '../messages/toast'
import { CODE_ACCEPTED, CODE_PROBLEMS } from '../messages/twoStep'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { codeFailure, codeOf, isSixDigits } from './validation/twoStepCode'

export interface SecondStepContext {
  /** The code as typed; spaces and dashes are left out when it is sent. */
  code: string
  /** The last refusal, told by the field until the code changes or is sent again. */
  problem: Problem | null
}

export type SecondStepEvent = { type: 'field.change'; field: 'code'; value: string } | { type: 'form.submit' }

/**
 * The second step of a sign-in with two-step sign-in on: after the right password, the six-digit code
 * from the account's authenticator app. A code that cannot be one is refused before anything is sent; a
 * refused code is told in the visitor's words (validation/twoStepCode.ts) and the typed code is kept.
 * Once the code is taken, the auth machine hears MFA_CHALLENGE_VERIFIED and the visitor is signed in;
 * 'Tilbake' is the auth machine's sign-out. See docs/decisions.md, 'Two-step sign-in'.
 *
 * Injected actor (`provide({ actors })`):
 * - `verifyCode`: input `{ code }` (six digits); challenges the account's verified TOTP factor and
 *   verifies the code at once; rejects with the client's error (`mfa_verification_failed`,
 *   `mfa_challenge_expired`, a 429) or an `OfflineError`.
 */
export const secondStepMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as SecondStepContext,
    events: {} as SecondStepEvent,
  },
  actors: {
    verifyCode: promisePort<void, { code: string }>('verifyCode'),
  },
  guards: {
    isNotSixDigits: ({ context }) => !isSixDigits(context.code),
  },
  actions: {
    setCode: assign({ code: ({ event }) => (event.type === 'field.change' ? event.value : ''), problem: null }),
    clearProblem: assign({ problem: null }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
    // Told twice, as the sign-in form does: in a toast, and by the field, where it stays.
    tellProblem: enqueueActions(({ enqueue }, problem: Problem) => {
      enqueue.assign({ problem })
      enqueue.emit({ type: 'toast', toast: { title: problem.title, message: problem.message, type: 'error' } })
    }),
  },
}).createMachine({
  id: 'secondStep',
  context: { code: '', problem: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'setCode' },
        'form.submit': [
          { guard: 'isNotSixDigits', actions: { type: 'tellProblem', params: CODE_PROBLEMS.notSixDigits } },
          { target: 'verifying', actions: 'clearProblem' },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ code: codeOf(context.code) }),
        onDone: { target: 'accepted', actions: { type: 'showToast', params: CODE_ACCEPTED } },
        onError: { target: 'editing', actions: { type: 'tellProblem', params: ({ event }) => codeFailure(event.error) } },
      },
    },
    /** The code is taken; the page follows the auth machine from here. */
    accepted: { type: 'final' },
  },
})
