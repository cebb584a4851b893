import { emailConfirmationMachine } from '../../../machines/emailConfirmation.machine'
import { OfflineError } from '../../../machines/offline'
import type { MachinePathSpec } from '../pathGeneration'

export const emailConfirmationPaths: MachinePathSpec<typeof emailConfirmationMachine> = {
  name: 'emailConfirmation',
  machine: emailConfirmationMachine,
  input: { tokenHash: 'pkce_0123456789abcdef' },
  otherInputs: { 'without a link': () => ({ tokenHash: null }) },
  events: () => [
    { type: 'xstate.error.actor.verifyLink', error: { code: 'otp_expired', status: 403, message: 'Email link is invalid or has expired' } },
    { type: 'xstate.error.actor.verifyLink', error: new OfflineError() },
  ],
  promiseActors: ['verifyLink'],
}
