import { createActor } from 'xstate'
import { sessionMachine } from '../../../machines/session.machine'
import { siteMachine } from '../../../machines/site.machine'
import type { MachinePathSpec } from '../pathGeneration'

/** A session, never started: the site only keeps it. */
const session = createActor(sessionMachine, { input: { now: () => 0 } })

export const sitePaths: MachinePathSpec<typeof siteMachine> = {
  name: 'site',
  machine: siteMachine,
  events: () => [{ type: 'session.started', session }],
  /** The site's state is whether it holds a session. */
  serializeState: (snapshot) => JSON.stringify(snapshot.context.session !== null),
  peers: [],
}
