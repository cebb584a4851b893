import { contactFieldProblems } from '../../../machines/contactForm.machine'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS, contactFieldErrors, sanitizeForSending } from '../../../supabase/functions/_shared/contract/contactRules'
import {
  atCapMessage,
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELD_TOO_LONG_MESSAGES,
  overCapMessage,
  tooShortMessage,
} from '../../support/contactForm'
import { anyContactTyping } from '../../unit/support/generators'
import { flush } from '../support/testSystem'
import { start, valid } from './support'

describe('contact form', () => {
  it.each(CONTACT_FIELDS)('refuses a %s too short with its message and sends nothing', async (field) => {
    const form = start()
    form.fill({ ...valid, [field]: tooShortMessage()[field] })
    form.submit()
    await flush()
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.state().context.errors).toEqual({ [field]: CONTACT_FIELD_MESSAGES[field] })
    expect(form.sent).toEqual([])
  })

  it('judges and sends the text without NUL and the other control characters the database cannot take', async () => {
    const form = start()
    form.fill({ ...valid, name: 'O\u0000\u0001', subject: `${valid.subject}\u0000` })
    form.submit()
    await flush()
    expect(form.state().context.errors).toEqual({ name: CONTACT_FIELD_MESSAGES.name })
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
    expect(Object.keys(form.state().context.errors)).toEqual(CONTACT_FIELDS)
    form.fill(valid)
    form.submit()
    expect(form.state().context.errors).toEqual({})
  })

  it('refuses a field over its cap (pasted past maxLength, or set by hand) with its message and sends nothing', async () => {
    const form = start()
    form.fill(overCapMessage())
    form.submit()
    await flush()
    expect(form.state().value).toEqual({ ready: 'idle' })
    expect(form.state().context.errors).toEqual(CONTACT_FIELD_TOO_LONG_MESSAGES)
    expect(form.sent).toEqual([])
  })

  it('sends a field at exactly its cap whole', async () => {
    const form = start()
    const atCap = atCapMessage('N')
    form.fill(atCap)
    form.submit()
    await flush()
    expect(form.sent).toEqual([atCap])
  })
})

describe('contact form, for anything typed', () => {
  it('shows exactly the function’s messages, or sends what the function stores unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(anyContactTyping, async (values) => {
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
