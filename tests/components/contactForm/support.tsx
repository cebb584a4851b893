import { readChoice } from '../../../tools/machinePaths/specs/cookieConsent'
import type { SupabaseClient } from '@supabase/supabase-js'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { contactFormMachine } from '../../../machines/contactForm.machine'
import { cookieConsentMachine, type StoredConsent } from '../../../machines/cookieConsent.machine'
import { siteMachine } from '../../../machines/site.machine'
import { ToastRegions } from '../../../src/components/toast/ToastRegions'
import { contactMessage, fieldLabel } from '../../support/contactForm'
import { ContactForm } from '../../../src/flows/contactForm/ContactForm'
import { CONTACT_FUNCTION, createContactFormActors } from '../../../src/flows/contactForm/contactFormActors'
import type { ContactFormLoader } from '../../../src/flows/contactForm/loadContactForm'
import type { ContactField, ContactMessage } from '../../../supabase/functions/_shared/contract/contactRules'
import { deferred } from '../../machines/support/testSystem'
import { memoryStore } from '../support/memoryStore'
import { renderAt } from '../support/renderSite'

export const NOW = 1_800_000_000_000
export const TOKEN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef'

export const message: ContactMessage = contactMessage({
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten.',
})

type InvokeResult = { data: unknown; error: Error | null; response?: { status: number } }
export const answered = (status: number): InvokeResult =>
  status === 200
    ? { data: { ok: true, id: 'm1' }, error: null, response: { status } }
    : { data: null, error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError' }) }

/**
 * The form on a page of its own inside the site's actor system (toasts shown), with the real contact
 * machine and effects, and test stand-ins for what lies outside: storage, the clock, the contact
 * function (each call answered by the test) and the moment the flow's code has loaded.
 */
export function renderForm({ stored = {} as Record<string, string>, flowLoaded = Promise.resolve() } = {}) {
  const storage = memoryStore(stored)
  const clock = new SimulatedClock()
  let now = NOW
  const sent: ContactMessage[] = []
  const replies: ReturnType<typeof deferred<InvokeResult>>[] = []
  const invoke = vi.fn((name: string, { body }: { body: ContactMessage }) => {
    expect(name).toBe(CONTACT_FUNCTION)
    sent.push(body)
    const reply = deferred<InvokeResult>()
    replies.push(reply)
    return reply.promise
  })
  const supabase = { functions: { invoke } } as unknown as SupabaseClient
  const loadFlow: ContactFormLoader = async (token) => {
    await flowLoaded
    const actors = createContactFormActors({
      getSupabase: async () => supabase,
      storage,
      clock: { now: () => now },
      newIdempotencyKey: () => crypto.randomUUID(),
      isOnline: () => true,
    })
    return { logic: contactFormMachine.provide({ actors }), input: { token } }
  }
  const site = createActor(
    siteMachine.provide({
      actors: {
        cookieConsent: cookieConsentMachine.provide({
          actors: { readConsent: fromPromise<StoredConsent | null, void>(async () => readChoice('declined')) },
        }),
      },
    }),
    { clock },
  ).start()
  const view = renderAt(
    '/kontakt',
    <>
      <ContactForm loadFlow={loadFlow} fillRandom={(bytes) => bytes.map((_, index) => index)} />
      <ToastRegions />
    </>,
    { loadSystem: async () => site },
  )
  const user = userEvent.setup({ delay: null })
  const input = (field: ContactField) => screen.getByLabelText(fieldLabel(field)) as HTMLInputElement | HTMLTextAreaElement
  const submitButton = () => screen.getByRole('button', { name: /^(Send melding|Sender\.\.\.)$/ }) as HTMLButtonElement
  const fill = async (values: Partial<ContactMessage>) => {
    for (const [field, value] of Object.entries(values)) if (value) await user.type(input(field as ContactField), value)
  }
  /** Moves the site's timers and the form's clock on together. */
  const advance = (ms: number) =>
    act(() => {
      now += ms
      clock.increment(ms)
    })
  const hidden = (name: string) => view.container.querySelector(`input[name="${name}"]`) as HTMLInputElement
  const toastTitles = () => [...document.querySelectorAll('[data-type] strong')].map((title) => title.textContent)
  return { ...view, storage, sent, replies, invoke, user, input, submitButton, fill, advance, hidden, toastTitles }
}
