import { type Actor, setup } from 'xstate'
import { authMachine } from './auth.machine'
import { idleSessionMachine } from './idleSession.machine'

export interface SessionInput {
  /** The clock the idle session keeps its deadline on (`Date.now` in the browser). */
  now: () => number
}

/**
 * The visitor's session: auth and the idle session, side by side in one actor system, so that auth
 * tells the idle session when a session starts and ends (`system.get('idleSession')`). It runs from
 * the first moment there is a session to check; its injected actors come from outside, as
 * `sessionMachine.provide({ actors: { auth: authMachine.provide(...), idleSession: ... } })`.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionInput,
    children: {} as { auth: 'auth'; idleSession: 'idleSession' },
  },
  actors: { auth: authMachine, idleSession: idleSessionMachine },
}).createMachine({
  id: 'session',
  context: ({ input }) => input,
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'idleSession', systemId: 'idleSession', src: 'idleSession', input: ({ context }) => ({ now: context.now }) },
  ],
})

/** The running session. */
export type SessionActorRef = Actor<typeof sessionMachine>
