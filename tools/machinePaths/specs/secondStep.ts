import { secondStepMachine } from '../../../machines/secondStep.machine'
import type { MachinePathSpec } from '../pathGeneration'

export const secondStepPaths: MachinePathSpec<typeof secondStepMachine> = {
  name: 'secondStep',
  machine: secondStepMachine,
  events: () => [
    { type: 'field.change', field: 'code', value: '123 456' },
    { type: 'field.change', field: 'code', value: '12345' },
    { type: 'form.submit' },
    {
      type: 'xstate.error.actor.verifyCode',
      error: { code: 'mfa_verification_failed', status: 422, message: 'Invalid TOTP code entered' },
    },
  ],
  promiseActors: ['verifyCode'],
}
