import { passwordChangeMachine } from '../../../machines/passwordChange.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const passwordChangePaths: MachinePathSpec<typeof passwordChangeMachine> = {
  name: 'passwordChange',
  machine: passwordChangeMachine,
  input: { email: 'ola@example.no' },
  events: () => [
    { type: 'field.change', field: 'currentPassword', value: 'Gammel9!x' },
    { type: 'field.change', field: 'currentPassword', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'password', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'confirmPassword', value: 'Sjøbåt9!x' },
    {
      type: 'xstate.error.actor.changePassword',
      error: { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' },
    },
  ],
  promiseActors: ['changePassword'],
  /** Every order of typing the fields is a simple path of its own: too many to replay. */
  simplePaths: false,
}
