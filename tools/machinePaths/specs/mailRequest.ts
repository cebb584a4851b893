import { mailRequestMachine } from '../../../machines/mailRequest.machine'
import { OfflineError } from '../../../machines/offline'
import type { MachinePathSpec } from '../pathGeneration'

export const mailRequestPaths: MachinePathSpec<typeof mailRequestMachine> = {
  name: 'mailRequest',
  machine: mailRequestMachine,
  /** 'Send bekreftelsen på nytt': the backend's refusal within the minute is told as a wait. */
  inputWithClock: (now) => ({ now, onTooSoon: 'wait' }),
  /** 'Glemt passord?': the same refusal is told as sent, so no answer tells who has an account. */
  otherInputs: { 'too soon counts as sent': (now) => ({ now, onTooSoon: 'sent' }) },
  events: () => [
    { type: 'field.change', field: 'email', value: 'ola@example.no' },
    { type: 'field.change', field: 'email', value: 'ola@example' },
    {
      type: 'xstate.error.actor.sendMail',
      error: {
        code: 'over_email_send_rate_limit',
        status: 429,
        message: 'For security purposes, you can only request this after 42 seconds.',
      },
    },
    { type: 'xstate.error.actor.sendMail', error: new OfflineError() },
    {
      type: 'xstate.error.actor.sendMail',
      error: { code: 'over_email_send_rate_limit', status: 429, message: 'Email rate limit exceeded' },
    },
  ],
  /** The context without its clock, a function that differs between the traversal and each replay (JSON leaves it out). */
  serializeState: ({ value, context }) => JSON.stringify({ value, context }),
  promiseActors: ['sendMail'],
  /** Every order of typing and sending is a simple path of its own: too many to replay. */
  simplePaths: false,
}
