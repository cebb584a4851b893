import { idleSessionMachine } from '../../machines/idleSession.machine'
import { describeMachinePaths } from './support/machinePaths'

describeMachinePaths({
  name: 'idleSession',
  machine: idleSessionMachine,
  input: { warningSeconds: 2 },
  events: () => [],
  callbackActors: ['localActivity', 'activityChannel'],
  sentBackBy: { 'user.activity': 'localActivity', 'activity.remote': 'activityChannel' },
  peers: ['auth'],
  eventSequences: [[{ type: 'session.start' }, { type: 'user.activity' }]],
})
