import { passwordChangeMachine } from '../../../machines/passwordChange.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const passwordChangePaths: MachinePathSpec<typeof passwordChangeMachine> = {
  name: 'passwordChange',
  machine: passwordChangeMachine,
  input: { email: 'ola@example.no', twoStep: false },
  otherInputs: { 'two-step sign-in on': () => ({ email: 'ola@example.no', twoStep: true }) },
  events: () => [
    { type: 'field.change', field: 'currentPassword', value: 'Gammel9!x' },
    { type: 'field.change', field: 'currentPassword', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'password', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'confirmPassword', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'code', value: '123 456' },
    {
      type: 'xstate.error.actor.changePassword',
      error: { code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' },
    },
  ],
  promiseActors: ['changePassword'],
  /** Every order of typing the fields is a simple path of its own: too many to replay. */
  simplePaths: false,
}
