import { OfflineError } from '../../../machines/offline'
import { passwordResetMachine } from '../../../machines/passwordReset.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const passwordResetPaths: MachinePathSpec<typeof passwordResetMachine> = {
  name: 'passwordReset',
  machine: passwordResetMachine,
  input: { tokenHash: 'pkce_bfe6fd0c279ff0096c16e037f805f510e03693f41e35dc7d0e1809b0', verified: false, codeDue: false },
  otherInputs: {
    'recovery session held': () => ({ tokenHash: null, verified: true, codeDue: false }),
    'recovery session held, code due': () => ({ tokenHash: null, verified: true, codeDue: true }),
  },
  events: () => [
    { type: 'field.change', field: 'password', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'confirmPassword', value: 'Sjøbåt9!x' },
    { type: 'field.change', field: 'code', value: '123 456' },
    { type: 'field.change', field: 'code', value: '12345' },
    { type: 'xstate.done.actor.verifyLink', output: { codeDue: false } },
    { type: 'xstate.done.actor.verifyLink', output: { codeDue: true } },
    {
      type: 'xstate.error.actor.giveCode',
      error: { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' },
    },
    { type: 'xstate.error.actor.verifyLink', error: { code: 'otp_expired', status: 403, message: 'Email link is invalid or has expired' } },
    { type: 'xstate.error.actor.verifyLink', error: new OfflineError() },
    {
      type: 'xstate.error.actor.setPassword',
      error: { code: 'same_password', status: 422, message: 'New password should be different from the old password.' },
    },
  ],
  promiseActors: ['verifyLink', 'giveCode', 'setPassword'],
  /** Every order of typing the fields is a simple path of its own: too many to replay. */
  simplePaths: false,
}
