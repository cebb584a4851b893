import { assign, emit, setup } from 'xstate'
import { ACCOUNT_DELETED, accountFieldProblems, deletionProblems } from '../messages/account'
import { stripTagsAndTrim } from '../supabase/functions/_shared/contract/text'
import { promisePort } from './ports'
import { deletionFailure } from './validation/accountErrors'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'

export interface AccountDeletionInput {
  /** The signed-in account's address, which the visitor types again to confirm. */
  email: string
}

export type AccountDeletionField = 'confirmEmail' | 'password'

export interface AccountDeletionContext extends Record<AccountDeletionField, string> {
  email: string
  /** What the form shows under its fields, in the visitor's words; null when nothing is wrong. */
  problem: string | null
}

export type AccountDeletionEvent = { type: 'field.change'; field: AccountDeletionField; value: string } | { type: 'form.submit' }

/**
 * 'Slett kontoen' on 'Min konto'. Nothing is deleted by a slip: the visitor types the account's address
 * and the password, which the server function checks again before it deletes the account and the data
 * tied to its address. Then the visitor is signed out here and told so. See docs/decisions.md,
 * 'Deleting an account'.
 *
 * Injected actor (`provide({ actors })`):
 * - `deleteAccount`: input `{ password }`; calls the `delete-account` function with the session, then
 *   signs out of this browser; rejects with the function's `{ code }` (`wrong_password`, `rate_limited`
 *   after 5 wrong passwords in 10 minutes, `not_signed_in` for a session that has ended), with another
 *   error, or with an `OfflineError`.
 */
export const accountDeletionMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
  },
  actors: {
    deleteAccount: promisePort<void, { password: string }>('deleteAccount'),
  },
  guards: {
    emailDiffers: ({ context }) => stripTagsAndTrim(context.confirmEmail).toLowerCase() !== context.email.toLowerCase(),
    lacksPassword: ({ context }) => stripTagsAndTrim(context.password) === '',
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    setProblem: assign({ problem: (_, problem: string | null) => problem }),
    showFailure: assign({ problem: ({ event }) => deletionFailure('error' in event ? event.error : null) }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ email: input.email, confirmEmail: '', password: '', problem: null }),
  initial: 'editing',
  on: {
    'field.change': { actions: 'setField' },
  },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'emailDiffers', actions: { type: 'setProblem', params: deletionProblems.emailMismatch } },
          { guard: 'lacksPassword', actions: { type: 'setProblem', params: accountFieldProblems.passwordMissing } },
          { target: 'deleting', actions: { type: 'setProblem', params: null } },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: stripTagsAndTrim(context.password) }),
        onDone: 'deleted',
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    deleted: {
      type: 'final',
      entry: { type: 'showToast', params: ACCOUNT_DELETED },
    },
  },
})
