import { sessionMachine } from '../../../machines/session.machine'
import type { MachinePathSpec } from '../pathGeneration'

/** The session only runs auth and the idle session side by side; their own paths are in auth.ts and idleSession.ts. */
export const sessionPaths: MachinePathSpec<typeof sessionMachine> = {
  name: 'session',
  machine: sessionMachine,
  inputWithClock: (now) => ({ now }),
  events: () => [],
  /** Its context is only the clock it hands on. */
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  peers: [],
}
