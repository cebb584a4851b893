import { accountDeletionMachine } from '../../../machines/accountDeletion.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const accountDeletionPaths: MachinePathSpec<typeof accountDeletionMachine> = {
  name: 'accountDeletion',
  machine: accountDeletionMachine,
  input: { email: 'ola@example.no' },
  events: () => [
    { type: 'field.change', field: 'confirmEmail', value: 'kari@example.no' },
    { type: 'field.change', field: 'confirmEmail', value: ' Ola@Example.no ' },
    { type: 'field.change', field: 'password', value: 'hemmelig1' },
    { type: 'xstate.error.actor.deleteAccount', error: { code: 'wrong_password' } },
  ],
  promiseActors: ['deleteAccount'],
  /** Every order of typing the fields is a simple path of its own: too many to replay. */
  simplePaths: false,
}
