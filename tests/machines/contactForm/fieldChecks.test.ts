import { contactFieldProblems } from '../../../machines/contactForm.machine'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_LIMITS,
  type ContactField,
  contactFieldErrors,
  sanitizeForSending,
} from '../../../supabase/functions/_shared/contract/contactRules'
import { messyText, plainText, textAround } from '../../unit/support/generators'
import { flush } from '../support/testSystem'
import { start, valid } from './support'

describe('contact form', () => {
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
        const refused = contactFieldProblems(values)
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
