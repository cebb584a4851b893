import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine'
import { OfflineError } from '../../../machines/offline'
import type { MachinePathSpec } from '../pathGeneration'

export const emailConfirmationPaths: MachinePathSpec<typeof emailConfirmationMachine> = {
  name: 'emailConfirmation',
  machine: emailConfirmationMachine,
  input: { tokenHash: 'pkce_bfe6fd0c279ff0096c16e037f805f510e03693f41e35dc7d0e1809b0' },
  events: () => [
    { type: 'xstate.error.actor.verifyLink', error: { code: 'otp_expired', status: 403, message: 'Email link is invalid or has expired' } },
    { type: 'xstate.error.actor.verifyLink', error: new OfflineError() },
  ],
  promiseActors: ['verifyLink'],
}
