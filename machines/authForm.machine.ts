import { assign, emit, enqueueActions, setup } from 'xstate'
import { SIGN_IN_SUCCESS, SIGN_UP_SUCCESS } from '../messages/authForm'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { isEmailNotConfirmed, signInFailure, signUpFailure } from './validation/authErrors'
import { checkSignIn, checkSignUp, type Credentials, type CredentialsField, type CredentialsProblem } from './validation/credentials'

export type AuthTab = 'signIn' | 'signUp'

/** What a right password leads to: signed in, or (`codeDue`) the account's two-step code asked for first. */
export interface SignInOutcome {
  codeDue: boolean
}
export type AuthField = CredentialsField

export interface AuthFormContext {
  email: string
  password: string
  confirmPassword: string
  /** The address 'Send bekreftelsen på nytt' is offered for: after a sign-up, or a sign-in refused as not yet confirmed. */
  resendTo: string | null
  /** The last refusal, told by its field (or below the form) until that field, or the tab, changes or the form is sent again. */
  problem: CredentialsProblem | null
}

export type AuthFormEvent =
  | { type: 'tab.select'; tab: AuthTab }
  | { type: 'field.change'; field: AuthField; value: string }
  | { type: 'form.submit' }
  | { type: 'recovery.open' }
  | { type: 'recovery.close' }

/**
 * The sign-in and sign-up form of the /auth page. What was typed is checked before anything is sent
 * (validation/credentials.ts), so a refusal costs no request and names the problem; what the backend
 * refuses is told in the visitor's words (validation/authErrors.ts). The typed text survives every
 * failure; only a successful sign-up clears the passwords. See docs/decisions.md, 'Passwords on
 * sign-in and sign-up'; texts in messages/authForm.ts. 'Glemt passord?' opens the recovery request in
 * the same card (`recovery`, whose own flow is machines/mailRequest.machine.ts), and after a sign-up or a
 * sign-in refused as unconfirmed, `resendTo` names the address 'Send bekreftelsen på nytt' is offered for.
 *
 * Injected actors (`provide({ actors })`):
 * - `signIn`: input {@link Credentials} (sanitised); resolves with a {@link SignInOutcome} once the
 *   password is taken, rejects with the auth client's error (`{ message, code? }`). With the code still
 *   to come there is no toast yet: the code step (machines/secondStep.machine.ts) says it once signed in.
 * - `signUp`: input {@link Credentials} (sanitised, e-mail lower-cased); resolves when the account is
 *   created (confirmation mail sent, redirect to the site origin + '/'), rejects like `signIn`.
 */
export const authFormMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
  },
  actors: {
    signIn: promisePort<SignInOutcome, Credentials>('signIn'),
    signUp: promisePort<void, Credentials>('signUp'),
  },
  guards: {
    isSignInTab: ({ event }) => event.type === 'tab.select' && event.tab === 'signIn',
    isSignUpTab: ({ event }) => event.type === 'tab.select' && event.tab === 'signUp',
    isUnconfirmed: ({ event }) => 'error' in event && isEmailNotConfirmed(event.error),
    leadsToCode: ({ event }) => 'output' in event && (event.output as SignInOutcome).codeDue,
    hasSignInProblem: ({ context }) => checkSignIn(context).problem !== null,
    hasSignUpProblem: ({ context }) => checkSignUp(context).problem !== null,
  },
  actions: {
    setField: assign(({ event }) => (event.type === 'field.change' ? { [event.field]: event.value } : {})),
    clearProblemOfField: assign({
      problem: ({ context, event }) =>
        event.type === 'field.change' && context.problem?.field !== undefined && context.problem.field !== event.field
          ? context.problem
          : null,
    }),
    clearProblem: assign({ problem: null }),
    clearPasswords: assign({ password: '', confirmPassword: '' }),
    offerResend: assign({ resendTo: ({ context }) => checkSignUp(context).credentials.email }),
    withdrawResend: assign({ resendTo: null }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
    // A refusal is told twice: in a toast, and by its field, where it stays after the toast is gone.
    tellProblem: enqueueActions(({ enqueue }, problem: CredentialsProblem | null) => {
      enqueue.assign({ problem })
      enqueue.emit({ type: 'toast', toast: { title: problem?.title ?? '', message: problem?.message, type: 'error' } })
    }),
  },
}).createMachine({
  id: 'authForm',
  context: { email: '', password: '', confirmPassword: '', resendTo: null, problem: null },
  initial: 'signIn',
  on: {
    'field.change': { actions: ['setField', 'clearProblemOfField'] },
  },
  states: {
    signIn: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tab.select': { guard: 'isSignUpTab', target: '#authForm.signUp', actions: ['withdrawResend', 'clearProblem'] },
            'recovery.open': { target: '#authForm.recovery', actions: ['withdrawResend', 'clearProblem'] },
            'form.submit': [
              {
                guard: 'hasSignInProblem',
                actions: { type: 'tellProblem', params: ({ context }) => checkSignIn(context).problem },
              },
              { target: 'submitting', actions: 'clearProblem' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => checkSignIn(context).credentials,
            onDone: [
              { guard: 'leadsToCode', target: 'idle' },
              { target: 'idle', actions: { type: 'showToast', params: SIGN_IN_SUCCESS } },
            ],
            onError: [
              {
                guard: 'isUnconfirmed',
                target: 'idle',
                actions: ['offerResend', { type: 'tellProblem', params: ({ event }) => signInFailure(event.error) }],
              },
              {
                target: 'idle',
                actions: ['withdrawResend', { type: 'tellProblem', params: ({ event }) => signInFailure(event.error) }],
              },
            ],
          },
        },
      },
    },
    signUp: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tab.select': { guard: 'isSignInTab', target: '#authForm.signIn', actions: ['withdrawResend', 'clearProblem'] },
            'form.submit': [
              {
                guard: 'hasSignUpProblem',
                actions: { type: 'tellProblem', params: ({ context }) => checkSignUp(context).problem },
              },
              { target: 'submitting', actions: 'clearProblem' },
            ],
          },
        },
        submitting: {
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ context }) => checkSignUp(context).credentials,
            onDone: { target: 'idle', actions: ['offerResend', 'clearPasswords', { type: 'showToast', params: SIGN_UP_SUCCESS }] },
            onError: { target: 'idle', actions: { type: 'tellProblem', params: ({ event }) => signUpFailure(event.error) } },
          },
        },
      },
    },
    recovery: {
      on: { 'recovery.close': '#authForm.signIn' },
    },
  },
})
