import { assign, emit, setup } from 'xstate'
import { accountFieldProblems, newPasswordProblems, PASSWORD_CHANGED } from '../messages/account'
import { stripTagsAndTrim } from '../supabase/functions/_shared/contract/text'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { newPasswordFailure } from './validation/accountErrors'
import { checkNewPassword } from './validation/credentials'
import { codeOf, isSixDigits } from './validation/twoStepCode'
import { CODE_PROBLEMS } from '../messages/twoStep'

export interface PasswordChangeInput {
  /** The signed-in account's address, which the current password is checked with. */
  email: string
  /** Whether the account has two-step sign-in on: then the app's code is asked for too. */
  twoStep: boolean
}

export type PasswordChangeField = 'currentPassword' | 'password' | 'confirmPassword' | 'code'

export interface PasswordChangeContext extends Record<PasswordChangeField, string> {
  email: string
  twoStep: boolean
  /** What the form shows under its fields, in the visitor's words; null when nothing is wrong. */
  problem: string | null
}

export type PasswordChangeEvent = { type: 'field.change'; field: PasswordChangeField; value: string } | { type: 'form.submit' }

/** What the `changePassword` actor takes. */
export interface PasswordChangeRequest {
  email: string
  currentPassword: string
  password: string
  /** The app's code, six digits, when two-step sign-in is on; null otherwise. */
  code: string | null
}

/**
 * 'Endre passord' on 'Min konto': the current password, then a new one under the sign-up policy and its
 * confirmation. The current password is asked for because a session left open on a shared computer must
 * not be enough to take the account over; the backend checks it before the new one is set. Success
 * clears the fields and says so; a refusal keeps what was typed. With two-step sign-in on, the app's code
 * comes with them: the fresh sign-in is aal1, and Supabase Auth sets no password until the code is given. See docs/decisions.md, 'A way back into
 * the account'.
 *
 * Injected actor (`provide({ actors })`):
 * - `changePassword`: input {@link PasswordChangeRequest}; checks the current password with a fresh
 *   sign-in, gives the code when there is one, then sets the new one (`updateUser`); rejects with the client's error
 *   (`invalid_credentials` for a wrong current password, `same_password`, `weak_password`) or an
 *   `OfflineError`.
 */
export const passwordChangeMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
  },
  actors: {
    changePassword: promisePort<void, PasswordChangeRequest>('changePassword'),
  },
  guards: {
    lacksCurrentPassword: ({ context }) => stripTagsAndTrim(context.currentPassword) === '',
    hasPasswordProblem: ({ context }) => checkNewPassword(context).problem !== null,
    lacksCode: ({ context }) => context.twoStep && !isSixDigits(context.code),
    repeatsCurrentPassword: ({ context }) => checkNewPassword(context).password === stripTagsAndTrim(context.currentPassword),
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    setProblem: assign({ problem: (_, problem: string | null) => problem }),
    showPasswordProblem: assign({ problem: ({ context }) => checkNewPassword(context).problem?.message ?? null }),
    showFailure: assign({ problem: ({ event }) => newPasswordFailure('error' in event ? event.error : null) }),
    clearFields: assign({ currentPassword: '', password: '', confirmPassword: '', code: '', problem: null }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({
    email: input.email,
    twoStep: input.twoStep,
    currentPassword: '',
    password: '',
    confirmPassword: '',
    code: '',
    problem: null,
  }),
  initial: 'editing',
  on: {
    'field.change': { actions: 'setField' },
  },
  states: {
    editing: {
      on: {
        'form.submit': [
          { guard: 'lacksCurrentPassword', actions: { type: 'setProblem', params: accountFieldProblems.currentPasswordMissing } },
          { guard: 'hasPasswordProblem', actions: 'showPasswordProblem' },
          { guard: 'repeatsCurrentPassword', actions: { type: 'setProblem', params: newPasswordProblems.samePassword } },
          { guard: 'lacksCode', actions: { type: 'setProblem', params: CODE_PROBLEMS.notSixDigits.message } },
          { target: 'saving', actions: { type: 'setProblem', params: null } },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          email: context.email,
          currentPassword: stripTagsAndTrim(context.currentPassword),
          password: checkNewPassword(context).password,
          code: context.twoStep ? codeOf(context.code) : null,
        }),
        onDone: { target: 'editing', actions: ['clearFields', { type: 'showToast', params: PASSWORD_CHANGED }] },
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
  },
})
