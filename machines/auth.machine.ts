import { assign, emit, sendTo, setup } from 'xstate'
import { SIGN_OUT_EVERYWHERE_FAILED, SIGNED_OUT_EVERYWHERE } from '../messages/account'
import { callbackPort, promisePort } from './ports'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'

/** The events of the auth client's state-change listener. */
export type AuthChangeEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'PASSWORD_RECOVERY' | 'MFA_CHALLENGE_VERIFIED'

/** The user as far as the site uses it; the backend's user object has more fields. */
export interface AuthUser {
  id: string
  email?: string
  /** The account has two-step sign-in on and this session has not given its code yet (aal1). */
  codeDue?: boolean
  /** The account has two-step sign-in on ('Min konto' shows it). */
  twoStep?: boolean
}

/** The session the auth client holds and stores, as far as the site reads it. */
export interface AuthSession {
  access_token: string
  refresh_token: string
  expires_at?: number
  expires_in: number
  token_type: string
  user: AuthUser
}

export interface AuthContext {
  user: AuthUser | null
  session: AuthSession | null
  /** A session from an auth event, kept while it is being validated. */
  candidate: AuthSession | null
  /** True until the first session check ends. */
  loading: boolean
}

/** What the `authEvents` actor sends for each event of the auth client. */
export type AuthChangeMessage = { type: 'auth.change'; event: AuthChangeEvent; session: AuthSession | null }

export type AuthMachineEvent = AuthChangeMessage | { type: 'auth.signOut' } | { type: 'auth.signOutEverywhere' }

/** Where a sign-out reaches: this browser only, or every session of the user ('Logg ut overalt'). */
export type SignOutScope = 'local' | 'global'

/**
 * Who the visitor is: the one place the site learns whether someone is signed in. A session the
 * auth client reports is trusted only once the backend has confirmed it, since a stored token proves
 * nothing by itself; a session the backend refuses signs out, and a refreshed one is confirmed again
 * without leaving signed in. Every sign-out forgets the last contact submission (docs/decisions.md,
 * 'The last contact submission'). The idle session (`system.get('idleSession')`) is told when a
 * session starts and ends, so it only watches signed-in visitors.
 *
 * A recovery link's session (`PASSWORD_RECOVERY`) is not a sign-in: it may only set a new password, so
 * it waits in `recovering`, where the visitor counts as signed out and no idle timer runs, until the
 * password is set (`USER_UPDATED`), which makes it an ordinary session (docs/decisions.md, 'A way back
 * into the account'). A session of an account with two-step sign-in that has not given its code waits
 * in `awaitingCode`, signed out for every page, until the code is taken (`MFA_CHALLENGE_VERIFIED`
 * brings the aal2 session to validate) or the visitor goes back ('Tilbake' signs out). 'Logg ut overalt' ends every session of the user, and stays signed in if that fails.
 *
 * Injected actors (`provide({ actors })`):
 * - `authEvents`: callback actor, no input. Subscribes to the auth client's state changes (which also
 *   refreshes the session before expiry and when the tab becomes visible) and sends back
 *   {@link AuthChangeMessage} for each; unsubscribes on cleanup. It must only forward: the listener
 *   runs inside the client's auth lock, so calling the client from there can hang every auth call.
 *   The machine validates afterwards, from its own actor.
 * - `validateSession`: input `{ session: AuthSession }`; GET the user with the session's bearer token;
 *   resolves with the {@link AuthUser} (`codeDue` when its factor's code is still to come), rejects when
 *   the backend refuses it or the call fails.
 * - `signOut`: input `{ scope }` ({@link SignOutScope}); signs out with the auth client; resolves or
 *   rejects. A local sign-out ends signed out either way; a global one that fails stays signed in.
 * - `forgetContactSubmission`: no input; removes the `lastContactSubmission` storage entry.
 */
export const authMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as AuthContext,
    events: {} as AuthMachineEvent,
  },
  actors: {
    authEvents: callbackPort('authEvents'),
    validateSession: promisePort<AuthUser, { session: AuthSession }>('validateSession'),
    signOut: promisePort<void, { scope: SignOutScope }>('signOut'),
    forgetContactSubmission: promisePort<void>('forgetContactSubmission'),
  },
  guards: {
    carriesSession: ({ event }) => event.type === 'auth.change' && event.session !== null,
    startsRecovery: ({ event }) => event.type === 'auth.change' && event.event === 'PASSWORD_RECOVERY' && event.session !== null,
    setsPassword: ({ event }) => event.type === 'auth.change' && event.event === 'USER_UPDATED' && event.session !== null,
    awaitsCode: ({ event }) => 'output' in event && (event.output as AuthUser).codeDue === true,
  },
  actions: {
    holdCandidate: assign({ candidate: ({ event }) => (event.type === 'auth.change' ? event.session : null) }),
    acceptCandidate: assign({
      user: (_, params: { user: AuthUser }) => params.user,
      session: ({ context }) => context.candidate,
      candidate: null,
      loading: false,
    }),
    clearSession: assign({ user: null, session: null, candidate: null, loading: false }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
    notifyIdleSession: sendTo(
      ({ system }) => system.get('idleSession'),
      (_, params: { type: 'session.start' | 'session.end' }) => params,
    ),
  },
}).createMachine({
  id: 'auth',
  context: { user: null, session: null, candidate: null, loading: true },
  invoke: { id: 'authEvents', src: 'authEvents', onError: { target: '.signedOut.unavailable', actions: 'clearSession' } },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'auth.change': [
          { guard: 'startsRecovery', target: 'recovering', actions: 'holdCandidate' },
          { guard: 'carriesSession', target: 'validating', actions: 'holdCandidate' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
      },
    },
    validating: {
      invoke: {
        id: 'validateSession',
        src: 'validateSession',
        input: candidateToValidate,
        onDone: [
          {
            guard: 'awaitsCode',
            target: 'awaitingCode',
            actions: { type: 'acceptCandidate', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedIn', actions: { type: 'acceptCandidate', params: ({ event }) => ({ user: event.output }) } },
        ],
        onError: 'signingOut',
      },
      on: {
        'auth.change': [
          { guard: 'startsRecovery', target: 'recovering', actions: 'holdCandidate' },
          { guard: 'carriesSession', target: 'validating', reenter: true, actions: 'holdCandidate' },
          { target: 'signedOut', actions: 'clearSession' },
        ],
      },
    },
    signedIn: {
      entry: { type: 'notifyIdleSession', params: { type: 'session.start' } },
      exit: { type: 'notifyIdleSession', params: { type: 'session.end' } },
      initial: 'current',
      states: {
        current: {},
        revalidating: {
          invoke: {
            id: 'revalidateSession',
            src: 'validateSession',
            input: candidateToValidate,
            onError: '#auth.signingOut',
            onDone: { target: 'current', actions: { type: 'acceptCandidate', params: ({ event }) => ({ user: event.output }) } },
          },
          on: {
            'auth.change': { guard: 'carriesSession', target: 'revalidating', reenter: true, actions: 'holdCandidate' },
          },
        },
      },
      on: {
        'auth.change': [
          { guard: 'startsRecovery', target: 'recovering', actions: 'holdCandidate' },
          { guard: 'carriesSession', target: '.revalidating', actions: 'holdCandidate' },
          { target: 'signedOut.forgettingContactSubmission', actions: 'clearSession' },
        ],
        'auth.signOut': 'signingOut',
        'auth.signOutEverywhere': 'signingOutEverywhere',
      },
    },
    awaitingCode: {
      entry: { type: 'notifyIdleSession', params: { type: 'session.start' } },
      exit: { type: 'notifyIdleSession', params: { type: 'session.end' } },
      on: {
        'auth.change': [
          { guard: 'startsRecovery', target: 'recovering', actions: 'holdCandidate' },
          { guard: 'carriesSession', target: 'validating', actions: 'holdCandidate' },
          { target: 'signedOut.forgettingContactSubmission', actions: 'clearSession' },
        ],
        'auth.signOut': 'signingOut',
      },
    },
    recovering: {
      initial: 'validating',
      states: {
        validating: {
          invoke: {
            id: 'validateRecovery',
            src: 'validateSession',
            input: candidateToValidate,
            onDone: { target: 'ready', actions: { type: 'acceptCandidate', params: ({ event }) => ({ user: event.output }) } },
            onError: '#auth.signingOut',
          },
        },
        ready: {},
      },
      on: {
        'auth.change': [
          { guard: 'setsPassword', target: '#auth.validating', actions: 'holdCandidate' },
          { guard: 'carriesSession', target: '.validating', reenter: true, actions: 'holdCandidate' },
          { target: 'signedOut.forgettingContactSubmission', actions: 'clearSession' },
        ],
        'auth.signOut': 'signingOut',
      },
    },
    signingOutEverywhere: {
      invoke: {
        id: 'signOutEverywhere',
        src: 'signOut',
        input: { scope: 'global' },
        onDone: {
          target: 'signedOut.forgettingContactSubmission',
          actions: ['clearSession', { type: 'showToast', params: SIGNED_OUT_EVERYWHERE }],
        },
        onError: { target: 'signedIn', actions: { type: 'showToast', params: SIGN_OUT_EVERYWHERE_FAILED } },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: { scope: 'local' },
        onDone: { target: 'signedOut.forgettingContactSubmission', actions: 'clearSession' },
        onError: { target: 'signedOut.forgettingContactSubmission', actions: 'clearSession' },
      },
    },
    signedOut: {
      initial: 'settled',
      states: {
        settled: {},
        forgettingContactSubmission: {
          invoke: { id: 'forgetContactSubmission', src: 'forgetContactSubmission', onDone: 'settled', onError: 'settled' },
        },
        /** The auth client's events cannot be listened to, so no session can start on this page. */
        unavailable: {},
      },
      on: {
        'auth.change': [
          { guard: 'startsRecovery', target: 'recovering', actions: 'holdCandidate' },
          { guard: 'carriesSession', target: 'validating', actions: 'holdCandidate' },
        ],
      },
    },
  },
})

function candidateToValidate({ context }: { context: AuthContext }): { session: AuthSession } {
  if (context.candidate === null) throw new Error('No session to validate')
  return { session: context.candidate }
}
