import { authFormMachine } from '../../../machines/authForm.machine'
import type { MachinePathSpec } from '../pathGeneration'

const signUpOnItsTab = [
  { type: 'tab.select', tab: 'signUp' },
  { type: 'field.change', field: 'email', value: 'ola@example.no' },
  { type: 'field.change', field: 'password', value: 'Sjøbåt9!x' },
  { type: 'field.change', field: 'confirmPassword', value: 'Sjøbåt9!x' },
  { type: 'form.submit' },
] as const

export const authFormPaths: MachinePathSpec<typeof authFormMachine> = {
  name: 'authForm',
  machine: authFormMachine,
  events: () => [
    { type: 'tab.select', tab: 'signIn' },
    { type: 'tab.select', tab: 'signUp' },
    { type: 'field.change', field: 'email', value: 'ola@example.no' },
    { type: 'field.change', field: 'password', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'confirmPassword', value: 'Sjøbåt9!x' },
    { type: 'xstate.done.actor.signIn', output: { codeDue: false } },
    { type: 'xstate.done.actor.signIn', output: { codeDue: true } },
    { type: 'xstate.error.actor.signIn', error: { message: 'Invalid login credentials' } },
    { type: 'xstate.error.actor.signIn', error: { message: 'Email not confirmed', code: 'email_not_confirmed' } },
    { type: 'xstate.error.actor.signUp', error: { message: 'User already registered' } },
  ],
  promiseActors: ['signIn', 'signUp'],
  /** Every order of typing the fields is a simple path of its own: too many to replay. */
  simplePaths: false,
  /**
   * A sign-up as a person makes it, on its tab, which alone has the field to repeat the password in
   * (the shortest paths type every field first): answered, and refused.
   */
  eventSequences: [
    [...signUpOnItsTab, { type: 'xstate.done.actor.signUp' } as never],
    [...signUpOnItsTab, { type: 'xstate.error.actor.signUp', error: { message: 'User already registered' } } as never],
  ],
}
