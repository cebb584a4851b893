import type { SupabaseClient } from '@supabase/supabase-js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { CONTACT_RATE_LIMIT_MS, contactFormMachine } from '../../machines/contactForm.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import { cookieConsentMachine } from '../../machines/cookieConsent.machine'
import { siteMachine } from '../../machines/site.machine'
import { DEFAULT_TOAST_DURATION_MS, TOAST_EXIT_MS } from '../../machines/toastQueue.machine'
import { ToastRegions } from '../../src/components/toast/ToastRegions'
import { contactFormText, RATE_LIMIT_NOTICE } from '../../src/content/contactForm'
import { CONTACT_TOASTS } from '../../messages/contactForm'
import { ContactForm } from '../../src/flows/contactForm/ContactForm'
import { CONTACT_FUNCTION, createContactFormActors } from '../../src/flows/contactForm/contactFormActors'
import type { ContactFormLoader } from '../../src/flows/contactForm/loadContactForm'
import { CONTACT_FIELD_MESSAGES, type ContactField, type ContactMessage } from '../../supabase/functions/_shared/contact'
import { deferred } from '../machines/support/testSystem'
import { memoryStore } from './support/memoryStore'
import { renderAt } from './support/renderSite'

const NOW = 1_800_000_000_000
const TOKEN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef'
const { labels } = contactFormText

const message: ContactMessage = {
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten.',
}

type InvokeResult = { data: unknown; error: Error | null; response?: { status: number } }
const answered = (status: number): InvokeResult =>
  status === 200
    ? { data: { ok: true, id: 'm1' }, error: null, response: { status } }
    : { data: null, error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { name: 'FunctionsHttpError' }) }

/**
 * The form on a page of its own inside the site's actor system (toasts shown), with the real contact
 * machine and effects, and test stand-ins for what lies outside: storage, the clock, the contact
 * function (each call answered by the test) and the moment the flow's code has loaded.
 */
function renderForm({ stored = {} as Record<string, string>, flowLoaded = Promise.resolve() } = {}) {
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
          actors: { readConsent: fromPromise(async (): Promise<string | null> => 'declined') },
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
  const input = (field: ContactField) => screen.getByLabelText(labels[field]) as HTMLInputElement | HTMLTextAreaElement
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

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the contact form', () => {
  it('labels each field visibly, carries the caps as maxLength and leaves the messages to the site', () => {
    const { input, container } = renderForm()
    const caps: Record<ContactField, number> = { name: 100, email: 254, subject: 200, message: 5000 }
    for (const [field, cap] of Object.entries(caps) as [ContactField, number][]) {
      const element = input(field)
      expect(element.maxLength).toBe(cap)
      expect(element.required).toBe(true)
      expect(element.getAttribute('autocomplete')).toBeTruthy()
      expect(screen.getByText(labels[field]).tagName).toBe('LABEL')
    }
    expect(input('email').type).toBe('email')
    expect(input('message').tagName).toBe('TEXTAREA')
    expect(container.querySelector('form')!.noValidate).toBe(true)
    expect(screen.getByRole('button', { name: 'Send melding' })).toBeTruthy()
  })

  it('hides the honeypot from people and assistive technology, and carries this form’s own token', async () => {
    const { hidden } = renderForm()
    const honeypot = hidden('website')
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(honeypot.tabIndex).toBe(-1)
    expect(honeypot.getAttribute('autocomplete')).toBe('off')
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['name', 'email', 'subject', 'message'])
    expect(hidden('token').type).toBe('hidden')
    await waitFor(() => expect(hidden('token').value).toBe(TOKEN))
  })

  it('shows each refused field’s message under it, marks it invalid, focuses the first and sends nothing', async () => {
    const { input, fill, user, submitButton, sent } = renderForm()
    await fill({ name: 'O', email: 'ola@example.no', subject: 'B' })
    await user.click(submitButton())
    await waitFor(() => expect(input('name').getAttribute('aria-invalid')).toBe('true'))
    for (const field of ['name', 'subject', 'message'] as const) {
      const element = input(field)
      expect(element.getAttribute('aria-invalid')).toBe('true')
      expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe(CONTACT_FIELD_MESSAGES[field])
    }
    expect(input('email').getAttribute('aria-invalid')).toBeNull()
    expect(input('email').getAttribute('aria-describedby')).toBeNull()
    expect(screen.getByText('Navn må være minst 2 tegn')).toBeTruthy()
    expect(screen.getByText('Emne må være minst 2 tegn')).toBeTruthy()
    expect(screen.getByText('Melding må være minst 10 tegn')).toBeTruthy()
    expect(document.activeElement).toBe(input('name'))
    expect(sent).toEqual([])
  })

  it('shows the maximum message for text past a field’s maxLength (pasted or set by hand), and sends nothing', async () => {
    const { input, fill, user, submitButton, sent } = renderForm()
    await fill({ ...message, subject: undefined })
    fireEvent.change(input('subject'), { target: { value: 'S'.repeat(201) } })
    expect(input('subject').value).toHaveLength(201)
    await user.click(submitButton())
    await waitFor(() => expect(input('subject').getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(input('subject').getAttribute('aria-describedby')!)?.textContent).toBe('Emne kan være høyst 200 tegn')
    expect(document.activeElement).toBe(input('subject'))
    expect(sent).toEqual([])
  })

  it('focuses the first refused field in the form’s order', async () => {
    const { input, fill, user, submitButton } = renderForm()
    await fill({ ...message, email: 'ola@example' })
    await user.click(submitButton())
    await waitFor(() => expect(document.activeElement).toBe(input('email')))
    expect(screen.getByText('Ugyldig e-postadresse')).toBeTruthy()
  })

  it('reads "Sender..." with the button disabled and every field read-only while sending', async () => {
    const { input, fill, user, submitButton, sent } = renderForm()
    await fill(message)
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(submitButton().textContent).toBe('Sender...')
    expect(submitButton().disabled).toBe(true)
    for (const field of ['name', 'email', 'subject', 'message'] as const) expect(input(field).readOnly).toBe(true)
    await user.type(input('message'), ' Og en ting til.')
    expect(input('message').value).toBe(message.message)
  })

  it('says "Melding sendt!", empties the fields and stores the time after a message is sent', async () => {
    const { input, fill, user, submitButton, sent, replies, storage } = renderForm()
    await fill({ ...message, name: '  <b>Ola</b> Nordmann ' })
    await user.click(submitButton())
    await waitFor(() => expect(sent).toEqual([message]))
    await act(async () => replies[0]!.resolve(answered(200)))
    expect(await screen.findByText(CONTACT_TOASTS.sent.title)).toBeTruthy()
    expect(screen.getByText(CONTACT_TOASTS.sent.message)).toBeTruthy()
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(input(field).value).toBe('')
      expect(input(field).readOnly).toBe(false)
    }
    expect(submitButton().textContent).toBe('Send melding')
    expect(storage.entries.get(LAST_CONTACT_SUBMISSION_KEY)).toBe(String(NOW))
  })

  it('says "Feil ved sending" and keeps every field as typed when sending fails', async () => {
    const { input, fill, user, submitButton, sent, replies, storage } = renderForm()
    await fill(message)
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    await act(async () => replies[0]!.resolve(answered(500)))
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(within(alert).getByText(CONTACT_TOASTS.sendFailed.title)).toBeTruthy())
    expect(within(alert).getByText(CONTACT_TOASTS.sendFailed.message)).toBeTruthy()
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(input(field).value).toBe(message[field])
      expect(input(field).readOnly).toBe(false)
    }
    expect(submitButton().disabled).toBe(false)
    expect(storage.entries.has(LAST_CONTACT_SUBMISSION_KEY)).toBe(false)
  })

  it('says "Sikkerhetsfeil" and sends nothing when the token is not this form’s', async () => {
    const { input, fill, user, submitButton, sent, hidden } = renderForm()
    await fill(message)
    await waitFor(() => expect(hidden('token').value).toBe(TOKEN))
    hidden('token').value = 'x'.repeat(32)
    await user.click(submitButton())
    expect(await screen.findByText(CONTACT_TOASTS.securityError.title)).toBeTruthy()
    expect(screen.getByText(CONTACT_TOASTS.securityError.message)).toBeTruthy()
    expect(sent).toEqual([])
    expect(input('message').value).toBe(message.message)
  })

  it('drops a submission with the honeypot filled: nothing sent, no toast, only a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { fill, user, submitButton, sent, hidden, toastTitles } = renderForm()
    await fill(message)
    hidden('website').value = 'http://spam.example'
    await user.click(submitButton())
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Contact form: honeypot filled, submission dropped'))
    await act(async () => {})
    expect(sent).toEqual([])
    expect(toastTitles()).toEqual([])
    expect(submitButton().textContent).toBe('Send melding')
  })

  it('holds a second message within 60 seconds with "For mange forsøk" and the notice, and frees the button when the minute is up', async () => {
    const { input, fill, user, submitButton, sent, replies, advance } = renderForm()
    await fill(message)
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(1))
    await act(async () => replies[0]!.resolve(answered(200)))
    await screen.findByText(CONTACT_TOASTS.sent.title)
    advance(DEFAULT_TOAST_DURATION_MS + TOAST_EXIT_MS)
    advance(10_000 - DEFAULT_TOAST_DURATION_MS - TOAST_EXIT_MS)

    await fill({ ...message, subject: 'Enda en ting' })
    await user.click(submitButton())
    expect(await screen.findByText(CONTACT_TOASTS.tooManyAttempts.title)).toBeTruthy()
    expect(screen.getByText(CONTACT_TOASTS.tooManyAttempts.message)).toBeTruthy()
    expect(screen.getByText(RATE_LIMIT_NOTICE).getAttribute('role')).toBe('status')
    expect(submitButton().disabled).toBe(true)
    expect(sent).toHaveLength(1)
    expect(input('subject').value).toBe('Enda en ting')

    advance(CONTACT_RATE_LIMIT_MS - 10_000 - 1)
    expect(submitButton().disabled).toBe(true)
    advance(1)
    expect(submitButton().disabled).toBe(false)
    expect(screen.queryByText(RATE_LIMIT_NOTICE)).toBeNull()
    await user.click(submitButton())
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.subject).toBe('Enda en ting')
  })

  it('keeps what is typed before its flow has loaded, and hands it over when it has', async () => {
    const loaded = deferred<void>()
    const { input, fill, user, submitButton, sent } = renderForm({ flowLoaded: loaded.promise })
    await fill({ name: message.name, email: message.email })
    expect(input('name').value).toBe(message.name)
    expect(input('email').value).toBe(message.email)
    await act(async () => loaded.resolve())
    await fill({ subject: message.subject, message: message.message })
    for (const field of ['name', 'email', 'subject', 'message'] as const) expect(input(field).value).toBe(message[field])
    await user.click(submitButton())
    await waitFor(() => expect(sent).toEqual([message]))
  })

  it('lets a submit made before its flow has loaded wait for it, then sends what was typed', async () => {
    const loaded = deferred<void>()
    const { fill, user, submitButton, sent, input } = renderForm({ flowLoaded: loaded.promise })
    await fill(message)
    await user.click(submitButton())
    expect(submitButton().textContent).toBe('Sender...')
    expect(input('name').readOnly).toBe(true)
    expect(sent).toEqual([])
    await act(async () => loaded.resolve())
    await waitFor(() => expect(sent).toEqual([message]))
  })
})
