import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { createAntiForgeryToken } from '../../machines/antiForgeryToken'
import { CONTACT_RATE_LIMIT_MS, contactFormMachine, type SubmissionTimes } from '../../machines/contactForm.machine'
import { RATE_LIMIT_NOTICE } from '../../src/content/contactForm'
import { CONTACT_TOASTS } from '../../messages/contactForm'
import {
  CONTACT_LIMITS,
  type ContactField,
  contactFieldErrors,
  type ContactMessage,
  sanitizeForSending,
} from '../../supabase/functions/_shared/contact'
import { messyText, plainText, textAround } from '../unit/support/generators'
import { deferred, flush, startInSystem } from './support/testSystem'

const TOKEN = 'k'.repeat(32)
const NOW = 1_800_000_000_000
const valid: ContactMessage = {
  name: 'Ola Nordmann',
  email: 'ola@example.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten vår.',
}

function start({
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

afterEach(() => {
  vi.restoreAllMocks()
})

describe('contact form', () => {
  it('sends the sanitised message, then resets the form, records the time and says thank you', async () => {
    const form = start()
    form.fill({ ...valid, name: '  <b>Ola</b> Nordmann ', message: `${valid.message}<script>alert(1)</script>` })
    form.submit()
    expect(form.state().matches('submitting')).toBe(true)
    await flush()
    expect(form.state().value).toEqual({ submitting: 'sending' })
    expect(form.sent).toEqual([{ ...valid, message: `${valid.message}alert(1)` }])
    form.reply.resolve()
    await flush()
    expect(form.state().value).toEqual({ ready: 'success' })
    expect(form.state().context.values).toEqual({ name: '', email: '', subject: '', message: '' })
    expect(form.recorded).toEqual([NOW])
    expect(form.toasts()).toEqual([CONTACT_TOASTS.sent])
    expect(CONTACT_TOASTS.sent).toEqual({
      title: 'Melding sendt!',
      message: 'Vi har mottatt din henvendelse og vil svare så snart som mulig.',
      type: 'success',
    })
  })

  it.each([
    ['name', 'O', 'Navn må være minst 2 tegn'],
    ['email', 'ola@', 'Ugyldig e-postadresse'],
    ['subject', 'B', 'Emne må være minst 2 tegn'],
    ['message', 'For kort', 'Melding må være minst 10 tegn'],
  ] as const)('refuses a %s of %j with "%s" and sends nothing', async (field, value, message) => {
    const form = start()
    form.fill({ ...valid, [field]: value })
    form.submit()
    await flush()
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.state().context.errors).toEqual({ [field]: message })
    expect(form.sent).toEqual([])
  })

  it('judges and sends the text without NUL and the other control characters the database cannot take', async () => {
    const form = start()
    form.fill({ ...valid, name: 'O\u0000\u0001', subject: `${valid.subject}\u0000` })
    form.submit()
    await flush()
    expect(form.state().context.errors).toEqual({ name: 'Navn må være minst 2 tegn' })
    form.fill({ name: 'Ola\u0000 Nordmann\u001b' })
    form.submit()
    await flush()
    expect(form.sent).toEqual([valid])
  })

  it('sends every < and > that opens no tag as typed', async () => {
    const form = start()
    const limits = { ...valid, message: 'Temperatur < 8 grader og > 2, a < b && c > d.' }
    form.fill(limits)
    form.submit()
    await flush()
    expect(form.sent).toEqual([limits])
  })

  it('clears the field messages once the form is valid', async () => {
    const form = start()
    form.submit()
    expect(Object.keys(form.state().context.errors)).toEqual(['name', 'email', 'subject', 'message'])
    form.fill(valid)
    form.submit()
    expect(form.state().context.errors).toEqual({})
  })

  it('drops a submission with a filled honeypot silently, with only a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const form = start()
    form.fill(valid)
    form.submit({ honeypot: 'http://spam.example' })
    await flush()
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('refuses a token other than the one made for this form with "Sikkerhetsfeil"', async () => {
    const form = start()
    form.fill(valid)
    form.submit({ token: 'x'.repeat(32) })
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([
      { title: 'Sikkerhetsfeil', message: 'Ugyldig forespørsel. Vennligst oppdater siden og prøv igjen.', type: 'error' },
    ])
  })

  it('allows one message per 60 seconds: sooner, it shows the notice, then frees the button when the minute is up', async () => {
    const form = start({ lastSubmittedAt: NOW - 45_000 })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.state().value).toBe('rateLimited')
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([
      { title: 'For mange forsøk', message: 'Vennligst vent ett minutt før du sender en ny melding.', type: 'error' },
    ])
    expect(RATE_LIMIT_NOTICE).toBe('Du har sendt en melding for kort tid siden. Vent ett minutt før du prøver igjen.')
    form.submit()
    form.clock.increment(14_999)
    expect(form.state().value).toBe('rateLimited')
    form.clock.increment(1)
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.state().context.values).toEqual(valid)
  })

  it('sends again once 60 seconds have passed since the last message', async () => {
    const form = start({ lastSubmittedAt: NOW - CONTACT_RATE_LIMIT_MS })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.sent).toHaveLength(1)
  })

  const sendFailedToast = {
    title: 'Feil ved sending',
    message: 'Det oppstod en feil ved sending. Vennligst prøv igjen eller kontakt oss direkte.',
    type: 'error',
  }

  it('shows "Feil ved sending" and keeps the typed text when the server fails', async () => {
    const form = start()
    form.fill(valid)
    form.submit()
    await flush()
    form.reply.reject(new Error('FunctionsHttpError'))
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.state().context.values).toEqual(valid)
    expect(form.toasts()).toEqual([sendFailedToast])
    expect(form.recorded).toEqual([])
  })

  it('shows "Feil ved sending" and sends nothing when the last submission cannot be read', async () => {
    const form = start({ times: () => Promise.reject(new Error('SecurityError')) })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.sent).toEqual([])
    expect(form.toasts()).toEqual([sendFailedToast])
  })

  it('ignores typing while it submits, so the text sent is the text checked', async () => {
    const times = deferred<SubmissionTimes>()
    const form = start({ times: () => times.promise })
    form.fill(valid)
    form.submit()
    form.fill({ email: 'ola@example' })
    times.resolve({ now: NOW, lastSubmittedAt: null })
    await flush()
    expect(form.state().value).toEqual({ submitting: 'sending' })
    form.fill({ message: 'Skrevet mens meldingen ble sendt.' })
    expect(form.state().context.values).toEqual(valid)
    expect(form.sent).toEqual([valid])
  })

  it('keeps every field as typed when sending fails, with nothing typed meanwhile taken in', async () => {
    const form = start()
    form.fill(valid)
    form.submit()
    await flush()
    form.fill({ name: 'Kari' })
    form.reply.reject(new Error('FunctionsFetchError'))
    await flush()
    expect(form.state().value).toEqual({ ready: 'error' })
    expect(form.state().context.values).toEqual(valid)
  })

  it('takes typing while the rate limit holds', async () => {
    const form = start({ lastSubmittedAt: NOW - 1_000 })
    form.fill(valid)
    form.submit()
    await flush()
    expect(form.state().value).toBe('rateLimited')
    form.fill({ subject: 'Ny henvendelse' })
    expect(form.state().value).toBe('rateLimited')
    expect(form.state().context.values).toEqual({ ...valid, subject: 'Ny henvendelse' })
  })

  it('refuses a field over its cap (pasted past maxLength, or set by hand) with its message and sends nothing', async () => {
    const form = start()
    form.fill({ ...valid, name: 'N'.repeat(101), subject: 'S'.repeat(250), message: 'M'.repeat(6000) })
    form.submit()
    await flush()
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.state().context.errors).toEqual({
      name: 'Navn kan være høyst 100 tegn',
      subject: 'Emne kan være høyst 200 tegn',
      message: 'Melding kan være høyst 5000 tegn',
    })
    expect(form.sent).toEqual([])
  })

  it('sends a field at exactly its cap whole', async () => {
    const form = start()
    const atCap = { ...valid, name: 'N'.repeat(100), subject: 'S'.repeat(200), message: 'M'.repeat(5000) }
    form.fill(atCap)
    form.submit()
    await flush()
    expect(form.sent).toEqual([atCap])
  })

  it('goes back to idle when the visitor types after a success or an error', async () => {
    const form = start()
    form.submit({ token: 'wrong' })
    form.fill({ name: 'Kari' })
    expect(form.state().value).toEqual({ ready: 'idle' })
  })
})

describe('contact form, for anything typed', () => {
  const typed = (field: ContactField) =>
    fc.oneof(messyText, plainText, textAround(CONTACT_LIMITS[field].max), textAround(CONTACT_LIMITS[field].min))
  const anyTyping = fc.record({
    name: typed('name'),
    email: fc.oneof(
      typed('email'),
      fc.emailAddress(),
      plainText.map((text) => `${text.trim()}@oppdrett.no`),
    ),
    subject: typed('subject'),
    message: typed('message'),
  })

  it('shows exactly the function’s messages, or sends what the function stores unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(anyTyping, async (values) => {
        const form = start()
        form.fill(values)
        form.submit()
        await flush()
        const refused = contactFieldErrors(values)
        if (Object.keys(refused).length > 0) {
          expect(form.state().context.errors).toEqual(refused)
          expect(form.sent).toEqual([])
        } else {
          expect(form.sent).toEqual([sanitizeForSending(values)])
          expect(contactFieldErrors(form.sent[0]!)).toEqual({})
          expect(sanitizeForSending(form.sent[0]!)).toEqual(form.sent[0])
        }
        form.system.stop()
      }),
      { numRuns: 200 },
    )
  })
})

describe('anti-forgery token', () => {
  it('is 32 characters drawn from the random source', () => {
    const token = createAntiForgeryToken((bytes) => bytes.map((_, index) => index))
    expect(token).toHaveLength(32)
    expect(token).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef')
  })

  it('differs per form instance', () => {
    const fill = (bytes: Uint8Array) => crypto.getRandomValues(bytes)
    expect(createAntiForgeryToken(fill)).not.toBe(createAntiForgeryToken(fill))
  })
})
