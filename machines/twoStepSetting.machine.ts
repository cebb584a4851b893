import { assign, emit, enqueueActions, setup } from 'xstate'
import type { Problem } from '../messages/toast'
import { CODE_PROBLEMS, SETUP_FAILED, TWO_STEP_TOASTS } from '../messages/twoStep'
import { OFFLINE_TOAST } from '../messages/offline'
import { isOffline } from './offline'
import { promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'
import { codeFailure, codeOf, isSixDigits } from './validation/twoStepCode'

export interface TwoStepSettingInput {
  /** Whether the account has two-step sign-in on as the section opens (a verified factor). */
  on: boolean
}

/** A new factor waiting for its first code: what the app is set up from; the inspector redacts it (src/devtools/redact.ts). */
export interface Enrolment {
  factorId: string
  /** The QR code as an image address (an SVG `data:` URI). */
  qrCode: string
  /** The setup key, base32, for an app that cannot scan. */
  secret: string
  /** The `otpauth://` address, for an app on this device. */
  otpauthUri: string
}

export interface TwoStepSettingContext {
  /** Whether two-step sign-in was on as the section opened; only the opening reads it. */
  startsOn: boolean
  enrolment: Enrolment | null
  code: string
  problem: Problem | null
}

export type TwoStepSettingEvent =
  | { type: 'setup.start' }
  | { type: 'setup.cancel' }
  | { type: 'removal.start' }
  | { type: 'removal.cancel' }
  | { type: 'field.change'; field: 'code'; value: string }
  | { type: 'form.submit' }

/**
 * 'Totrinnsinnlogging' on 'Min konto'. Turning it on makes a new factor (any half-finished one left
 * behind is removed first) and shows its QR code and setup key; it counts as on only once the app's
 * first code is taken. Turning it off asks for a code too. A code that cannot be one is refused before
 * anything is sent; the typed code is kept on every refusal. See docs/decisions.md, 'Two-step sign-in'.
 *
 * Injected actors (`provide({ actors })`):
 * - `enrolFactor`: no input; removes unverified factors, then enrols a TOTP factor; resolves with its
 *   {@link Enrolment}, rejects with the client's error or an `OfflineError`.
 * - `confirmFactor`: input `{ factorId, code }`; challenges and verifies the new factor (the session
 *   becomes aal2); rejects as the sign-in's code step does.
 * - `removeFactor`: input `{ code }`; verifies the code on the verified factor, removes the factor and
 *   refreshes the session; rejects as above.
 */
export const twoStepSettingMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as TwoStepSettingContext,
    events: {} as TwoStepSettingEvent,
    input: {} as TwoStepSettingInput,
  },
  actors: {
    enrolFactor: promisePort<Enrolment>('enrolFactor'),
    confirmFactor: promisePort<void, { factorId: string; code: string }>('confirmFactor'),
    removeFactor: promisePort<void, { code: string }>('removeFactor'),
  },
  guards: {
    startsOn: ({ context }) => context.startsOn,
    isNotSixDigits: ({ context }) => !isSixDigits(context.code),
  },
  actions: {
    setCode: assign({ code: ({ event }) => (event.type === 'field.change' ? event.value : ''), problem: null }),
    keepEnrolment: assign({ enrolment: (_, enrolment: Enrolment) => enrolment, code: '', problem: null }),
    forget: assign({ enrolment: null, code: '', problem: null }),
    clearProblem: assign({ problem: null }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
    // Told twice, as the sign-in's code step does: in a toast, and by the field, where it stays.
    tellProblem: enqueueActions(({ enqueue }, problem: Problem) => {
      enqueue.assign({ problem })
      enqueue.emit({ type: 'toast', toast: { title: problem.title, message: problem.message, type: 'error' } })
    }),
  },
}).createMachine({
  id: 'twoStepSetting',
  context: ({ input }) => ({ startsOn: input.on, enrolment: null, code: '', problem: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'startsOn', target: 'on' }, { target: 'off' }],
    },
    off: {
      on: { 'setup.start': 'enrolling' },
    },
    enrolling: {
      invoke: {
        id: 'enrolFactor',
        src: 'enrolFactor',
        onDone: { target: 'confirming', actions: { type: 'keepEnrolment', params: ({ event }) => event.output } },
        onError: {
          target: 'off',
          actions: { type: 'showToast', params: ({ event }) => (isOffline(event.error) ? OFFLINE_TOAST : SETUP_FAILED) },
        },
      },
    },
    confirming: {
      on: {
        'field.change': { actions: 'setCode' },
        'form.submit': [
          { guard: 'isNotSixDigits', actions: { type: 'tellProblem', params: CODE_PROBLEMS.notSixDigits } },
          { target: 'verifyingSetup', actions: 'clearProblem' },
        ],
        'setup.cancel': { target: 'off', actions: 'forget' },
      },
    },
    verifyingSetup: {
      invoke: {
        id: 'confirmFactor',
        src: 'confirmFactor',
        input: ({ context }) => ({ factorId: context.enrolment?.factorId ?? '', code: codeOf(context.code) }),
        onDone: { target: 'on', actions: ['forget', { type: 'showToast', params: TWO_STEP_TOASTS.on }] },
        onError: { target: 'confirming', actions: { type: 'tellProblem', params: ({ event }) => codeFailure(event.error) } },
      },
    },
    on: {
      on: { 'removal.start': 'askingCode' },
    },
    askingCode: {
      on: {
        'field.change': { actions: 'setCode' },
        'form.submit': [
          { guard: 'isNotSixDigits', actions: { type: 'tellProblem', params: CODE_PROBLEMS.notSixDigits } },
          { target: 'removing', actions: 'clearProblem' },
        ],
        'removal.cancel': { target: 'on', actions: 'forget' },
      },
    },
    removing: {
      invoke: {
        id: 'removeFactor',
        src: 'removeFactor',
        input: ({ context }) => ({ code: codeOf(context.code) }),
        onDone: { target: 'off', actions: ['forget', { type: 'showToast', params: TWO_STEP_TOASTS.off }] },
        onError: { target: 'askingCode', actions: { type: 'tellProblem', params: ({ event }) => codeFailure(event.error) } },
      },
    },
  },
})
