import { idleSessionMachine } from '../../../machines/idleSession.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const idleSessionPaths: MachinePathSpec<typeof idleSessionMachine> = {
  name: 'idleSession',
  machine: idleSessionMachine,
  inputWithClock: (now) => ({ now, warningSeconds: 2 }),
  events: () => [],
  callbackActors: ['localActivity', 'activityChannel'],
  sentBackBy: { 'user.activity': 'localActivity', 'page.visible': 'localActivity', 'activity.remote': 'activityChannel' },
  peers: ['auth'],
  // When the clock moves only as timers fire, the state fixes the time left (all of it in `active`,
  // `secondsLeft` in `warning`), while the deadline itself grows with every activity.
  serializeState: ({ value, context }) => JSON.stringify({ value, secondsLeft: context.secondsLeft }),
  eventSequences: [[{ type: 'session.start' }, { type: 'user.activity' }]],
}
