import { fromPromise } from 'xstate'
import { contactFormMachine, type SubmissionTimes } from '../../../machines/contactForm.machine'
import type { ContactField, ContactMessage } from '../../../supabase/functions/_shared/contract/contactRules'
import { deferred, startInSystem } from '../support/testSystem'
import { contactMessage } from '../../support/contactForm'

const TOKEN = 'k'.repeat(32)
export const NOW = 1_800_000_000_000
export const valid: ContactMessage = contactMessage({
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten vår.',
})

/**
 * The contact form in a test system with a token of its own, recording what it sends and the times it
 * stores; each send is held until the test settles `reply`.
 */
export function start({
  lastSubmittedAt = null as number | null,
  times = async (): Promise<SubmissionTimes> => ({ now: NOW, lastSubmittedAt }),
} = {}) {
  const sent: ContactMessage[] = []
  const recorded: number[] = []
  const reply = deferred<void>()
  const logic = contactFormMachine.provide({
    actors: {
      readSubmissionTimes: fromPromise(times),
      sendContactMessage: fromPromise(({ input }: { input: ContactMessage }) => {
        sent.push(input)
        return reply.promise
      }),
      recordSubmission: fromPromise(async ({ input }: { input: { at: number } }) => {
        recorded.push(input.at)
      }),
    },
  })
  const system = startInSystem(logic, { input: { token: TOKEN } })
  const state = () => system.actor.getSnapshot()
  const fill = (values: Partial<ContactMessage>) => {
    for (const [field, value] of Object.entries(values)) system.actor.send({ type: 'field.change', field: field as ContactField, value })
  }
  const submit = ({ honeypot = '', token = TOKEN } = {}) => system.actor.send({ type: 'form.submit', honeypot, token })
  return { ...system, state, fill, submit, sent, recorded, reply }
}
