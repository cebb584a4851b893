import { contactFormMachine } from '../../../machines/contactForm.machine'
import { OfflineError } from '../../../machines/offline'
import { CONTACT_FIELDS, contactFieldErrors } from '../../../supabase/functions/_shared/contract/contactRules'
import { contactMessage, tooShortMessage } from '../../fixtures/contactMessages'
import type { MachinePathSpec } from '../pathGeneration'

const NOW = 1_800_000_000_000
const VALID = contactMessage()
const TOO_SHORT = tooShortMessage()

export const contactFormPaths: MachinePathSpec<typeof contactFormMachine> = {
  name: 'contactForm',
  machine: contactFormMachine,
  input: { token: 'k'.repeat(32) },
  events: () => [
    ...CONTACT_FIELDS.map((field) => ({ type: 'field.change' as const, field, value: VALID[field] })),
    // A refusal of each kind is enough: the form treats every refused field alike.
    { type: 'field.change', field: 'name', value: TOO_SHORT.name },
    { type: 'field.change', field: 'email', value: TOO_SHORT.email },
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
