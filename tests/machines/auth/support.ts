import { type EventObject, fromCallback, fromPromise } from 'xstate'
import {
  type AuthChangeEvent,
  type AuthChangeMessage,
  authMachine,
  type AuthSession,
  type AuthUser,
  type SignOutScope,
} from '../../../machines/auth.machine'
import { deferred, flush, startInSystem } from '../support/testSystem'

export const user: AuthUser = { id: 'u1', email: 'ola@example.no' }
export const session = (accessToken: string): AuthSession => ({
  access_token: accessToken,
  refresh_token: `refresh-${accessToken}`,
  expires_in: 3600,
  expires_at: 1_900_000_000,
  token_type: 'bearer',
  user,
})

/**
 * The auth machine in a test system beside a recording idle session. `change` sends an auth event as the
 * client would; each validation is held until the test settles it; `signOut` answers the sign-outs.
 */
export function start({ signOut = () => Promise.resolve() }: { signOut?: () => Promise<void> } = {}) {
  const scopes: string[] = []
  let emit: (message: AuthChangeMessage) => void = () => {}
  const validations: { token: string; result: ReturnType<typeof deferred<AuthUser>> }[] = []
  const counts = { signOut: 0, forgetContactSubmission: 0, unsubscribed: 0 }
  const logic = authMachine.provide({
    actors: {
      authEvents: fromCallback<EventObject, void>(({ sendBack }) => {
        emit = sendBack
        return () => counts.unsubscribed++
      }),
      validateSession: fromPromise(({ input }: { input: { session: AuthSession } }) => {
        const result = deferred<AuthUser>()
        validations.push({ token: input.session.access_token, result })
        return result.promise
      }),
      signOut: fromPromise(({ input }: { input: { scope: SignOutScope } }) => {
        counts.signOut++
        scopes.push(input.scope)
        return signOut()
      }),
      forgetContactSubmission: fromPromise(async () => {
        counts.forgetContactSubmission++
      }),
    },
  })
  const system = startInSystem(logic, { peers: ['idleSession'] })
  const change = (event: AuthChangeEvent, withSession: AuthSession | null) => emit({ type: 'auth.change', event, session: withSession })
  const state = () => system.actor.getSnapshot()
  const lastValidation = () => validations[validations.length - 1]!
  return { ...system, change, state, validations, lastValidation, counts, scopes }
}

/** An auth machine whose first session has been validated. */
export async function signedIn(options?: Parameters<typeof start>[0]) {
  const auth = start(options)
  auth.change('INITIAL_SESSION', session('a'))
  auth.lastValidation().result.resolve(user)
  await flush()
  return auth
}
