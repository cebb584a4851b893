import type { AuthSession, AuthUser } from '../../../machines/auth.machine'
import { authMachine } from '../../../machines/auth.machine'
import type { MachinePathSpec } from '../pathGeneration'

const user: AuthUser = { id: 'u1', email: 'ola@example.no' }
const session: AuthSession = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user }

export const authPaths: MachinePathSpec<typeof authMachine> = {
  name: 'auth',
  machine: authMachine,
  events: () => [
    { type: 'auth.change', event: 'SIGNED_IN', session },
    { type: 'auth.change', event: 'SIGNED_OUT', session: null },
    { type: 'auth.change', event: 'PASSWORD_RECOVERY', session },
    { type: 'auth.change', event: 'USER_UPDATED', session },
    { type: 'auth.signOutEverywhere' },
    { type: 'xstate.done.actor.validateRecovery', output: user },
    { type: 'xstate.error.actor.validateRecovery', error: new Error('session_not_found') },
    { type: 'xstate.error.actor.signOutEverywhere', error: new Error('offline') },
    { type: 'xstate.done.actor.validateSession', output: user },
    { type: 'xstate.done.actor.validateSession', output: { ...user, codeDue: true } },
    { type: 'xstate.done.actor.revalidateSession', output: user },
    { type: 'xstate.error.actor.validateSession', error: new Error('session_not_found') },
    { type: 'xstate.error.actor.revalidateSession', error: new Error('session_not_found') },
  ],
  promiseActors: ['validateSession', 'signOut', 'forgetContactSubmission'],
  callbackActors: ['authEvents'],
  sentBackBy: { 'auth.change': 'authEvents' },
  peers: ['idleSession'],
  /** With the recovery and the global sign-out the simple paths run into the millions: too many to replay. */
  simplePaths: false,
  canOccur: (snapshot, event) =>
    !snapshot.matches({ signedOut: 'unavailable' }) || !['auth.change', 'xstate.error.actor.authEvents'].includes(event.type),
}
