import { newsletterMachine } from '../../../machines/newsletter.machine'
import { OfflineError } from '../../../machines/offline'
import type { MachinePathSpec } from '../pathGeneration'

export const newsletterPaths: MachinePathSpec<typeof newsletterMachine> = {
  name: 'newsletter',
  machine: newsletterMachine,
  events: () => [
    { type: 'field.change', field: 'email', value: 'ola@example.no' },
    { type: 'field.change', field: 'email', value: 'ola' },
    { type: 'field.change', field: 'email', value: 'ola@example' },
    { type: 'xstate.error.actor.subscribe', error: { code: '23505', message: 'duplicate key value' } },
    { type: 'xstate.error.actor.subscribe', error: { code: 'PGRST301', message: 'JWT expired' } },
    { type: 'xstate.error.actor.subscribe', error: { code: '42501', message: 'permission denied' } },
    { type: 'xstate.error.actor.subscribe', error: new OfflineError() },
  ],
  promiseActors: ['subscribe'],
  actions: { logFailure: () => {} },
}
