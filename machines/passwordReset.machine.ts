import { and, assign, emit, not, setup } from 'xstate'
import { PASSWORD_RESET } from '../messages/account'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { isBrokenLink, newPasswordFailure } from './validation/accountErrors'
import { checkNewPassword } from './validation/credentials'
import { codeFailure, codeOf, isSixDigits } from './validation/twoStepCode'
import { CODE_PROBLEMS } from '../messages/twoStep'

export interface PasswordResetInput {
  /** The recovery link's `token_hash`, taken out of the address; null when the recovery session is held already. The page starts the flow only with that session or a token of the mails' form. */
  tokenHash: string | null
  /** Whether this browser already holds the recovery session (the link was spent here, e.g. before a reload). */
  verified: boolean
  /** Whether that held session still owes the two-step code (the account has two-step sign-in on). */
  codeDue: boolean
}

/** What verifying the link resolves with: whether the recovery session owes the two-step code before a password is set. */
export interface VerifiedLink {
  codeDue: boolean
}

export interface PasswordResetContext {
  tokenHash: string | null
  verified: boolean
  codeDue: boolean
  password: string
  confirmPassword: string
  /** The two-step code, as typed, when the account has it on. */
  code: string
  /** What the form shows under its fields, in the visitor's words; null when nothing is wrong. */
  problem: string | null
}

export type PasswordResetField = 'password' | 'confirmPassword' | 'code'

export type PasswordResetEvent = { type: 'field.change'; field: PasswordResetField; value: string } | { type: 'form.submit' }

/**
 * The page a recovery link opens (/nytt-passord). The form shows at once; the link is spent only when
 * the visitor saves a new password, never by opening the page, since mail scanners open links before
 * people do. Saving verifies the link (which gives a recovery session), then sets the password, which
 * signs the visitor in. A password the backend refuses leaves the recovery session, so the next try
 * only sets the password; a link the backend refuses (expired, used, altered) ends on the broken-link
 * answer with a way to ask for a new one. An account with two-step sign-in on gives the app's code
 * after the link is verified and before the password is set (Supabase Auth sets none at aal1); a missing or malformed one gets the page's own answer
 * (src/flows/shared/linkToken.ts) and no flow. See docs/decisions.md, 'A way back into the account'.
 *
 * Injected actors (`provide({ actors })`):
 * - `verifyLink`: input `{ tokenHash }`; verifies the recovery token (supabase-js `verifyOtp`, type
 *   'recovery'); resolves with the recovery session held ({@link VerifiedLink}), rejects with the client's error.
 * - `giveCode`: input `{ code }`; gives the two-step code for the recovery session (aal2); rejects as
 *   the sign-in's code step does.
 * - `setPassword`: input `{ password }`; sets it for the recovery session's user (`updateUser`);
 *   rejects with the client's error (`same_password`, `weak_password`, ...) or an `OfflineError`.
 */
export const passwordResetMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    verifyLink: promisePort<VerifiedLink, { tokenHash: string }>('verifyLink'),
    giveCode: promisePort<void, { code: string }>('giveCode'),
    setPassword: promisePort<void, { password: string }>('setPassword'),
  },
  guards: {
    hasPasswordProblem: ({ context }) => checkNewPassword(context).problem !== null,
    isVerified: ({ context }) => context.verified,
    owesCode: ({ context }) => context.codeDue,
    // The password fields are there until the code is asked for; then only the code's.
    isCodeField: ({ event }) => event.type === 'field.change' && event.field === 'code',
    linkOwesCode: (_, link: VerifiedLink) => link.codeDue,
    isNotSixDigits: ({ context }) => !isSixDigits(context.code),
    isBrokenLink: ({ event }) => 'error' in event && isBrokenLink(event.error),
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    showPasswordProblem: assign({ problem: ({ context }) => checkNewPassword(context).problem?.message ?? null }),
    showFailure: assign({ problem: ({ event }) => newPasswordFailure('error' in event ? event.error : null) }),
    markVerified: assign({ verified: true, tokenHash: null, problem: null }),
    noteCodeDue: assign({ codeDue: true }),
    markCodeGiven: assign({ codeDue: false, code: '', problem: null }),
    showCodeProblem: assign({ problem: (_, problem: { message: string }) => problem.message }),
    clearProblem: assign({ problem: null }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    tokenHash: input.tokenHash,
    verified: input.verified,
    codeDue: input.codeDue,
    password: '',
    confirmPassword: '',
    code: '',
    problem: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { guard: not('isCodeField'), actions: 'setField' },
        'form.submit': [
          { guard: 'hasPasswordProblem', actions: 'showPasswordProblem' },
          { guard: and(['isVerified', 'owesCode']), target: 'askingCode', actions: 'clearProblem' },
          { guard: 'isVerified', target: 'saving', actions: 'clearProblem' },
          { target: 'verifying', actions: 'clearProblem' },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verifyLink',
        src: 'verifyLink',
        input: ({ context }) => ({ tokenHash: context.tokenHash ?? '' }),
        onDone: [
          {
            guard: { type: 'linkOwesCode', params: ({ event }) => event.output },
            target: 'askingCode',
            actions: ['markVerified', 'noteCodeDue'],
          },
          { target: 'saving', actions: 'markVerified' },
        ],
        onError: [
          { guard: 'isBrokenLink', target: 'linkBroken' },
          { target: 'editing', actions: 'showFailure' },
        ],
      },
    },
    // The new password waits, typed, while the app's code is asked for.
    askingCode: {
      on: {
        'field.change': { guard: 'isCodeField', actions: 'setField' },
        'form.submit': [
          { guard: 'isNotSixDigits', actions: { type: 'showCodeProblem', params: CODE_PROBLEMS.notSixDigits } },
          { target: 'givingCode', actions: 'clearProblem' },
        ],
      },
    },
    givingCode: {
      invoke: {
        id: 'giveCode',
        src: 'giveCode',
        input: ({ context }) => ({ code: codeOf(context.code) }),
        onDone: { target: 'saving', actions: 'markCodeGiven' },
        onError: { target: 'askingCode', actions: { type: 'showCodeProblem', params: ({ event }) => codeFailure(event.error) } },
      },
    },
    saving: {
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ password: checkNewPassword(context).password }),
        onDone: 'done',
        onError: { target: 'editing', actions: 'showFailure' },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'showToast', params: PASSWORD_RESET },
    },
    linkBroken: {
      type: 'final',
    },
  },
})
