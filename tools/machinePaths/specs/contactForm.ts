import { contactFormMachine } from '../../../machines/contactForm.machine'
import { OfflineError } from '../../../machines/offline'
import { contactFieldErrors } from '../../../supabase/functions/_shared/contract/contactRules'
import type { MachinePathSpec } from '../pathGeneration'

const NOW = 1_800_000_000_000

export const contactFormPaths: MachinePathSpec<typeof contactFormMachine> = {
  name: 'contactForm',
  machine: contactFormMachine,
  input: { token: 'k'.repeat(32) },
  events: () => [
    { type: 'field.change', field: 'name', value: 'Ola Nordmann' },
    { type: 'field.change', field: 'name', value: 'O' },
    { type: 'field.change', field: 'email', value: 'ola@example.no' },
    { type: 'field.change', field: 'email', value: 'ola@example' },
    { type: 'field.change', field: 'subject', value: 'Brønnbåt i uke 12' },
    { type: 'field.change', field: 'message', value: 'Vi trenger en brønnbåt til lokaliteten vår.' },
    { type: 'form.submit', honeypot: '', token: 'k'.repeat(32) },
    { type: 'form.submit', honeypot: 'http://spam.example', token: 'k'.repeat(32) },
    { type: 'form.submit', honeypot: '', token: 'x'.repeat(32) },
    { type: 'xstate.done.actor.readSubmissionTimes', output: { now: NOW, lastSubmittedAt: null } },
    { type: 'xstate.done.actor.readSubmissionTimes', output: { now: NOW, lastSubmittedAt: NOW - 45_000 } },
    { type: 'xstate.error.actor.sendContactMessage', error: new OfflineError() },
    { type: 'xstate.error.actor.sendContactMessage', error: new Error('The contact function answered 502') },
  ],
  /**
   * The form behaves alike for any text a field accepts and for any it refuses, so its state is which
   * fields would be refused, whether messages show and how long a wait holds. `submitting` does not
   * listen for `field.change` (the fields are read-only there), so no path types while it submits.
   */
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Object.keys(contactFieldErrors(snapshot.context.values)),
      Object.keys(snapshot.context.errors).length > 0,
      snapshot.context.retryInMs,
    ]),
  promiseActors: ['readSubmissionTimes', 'sendContactMessage', 'recordSubmission'],
  actions: { warnDroppedSubmission: () => {} },
  /** Every order of typing the fields is a simple path of its own: too many to replay. */
  simplePaths: false,
}
