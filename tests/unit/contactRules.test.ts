import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldErrors,
  sanitizeForSending,
} from '../../supabase/functions/_shared/contact'
import { isValidEmail, sanitizeText } from '../../supabase/functions/_shared/text'
import { hostileText } from './support/generators'

const valid = {
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten vår.',
}

describe('contact message rules', () => {
  it('accepts a complete message', () => {
    expect(contactFieldErrors(valid)).toEqual({})
  })

  it('gives each refused field the spec’s Norwegian message', () => {
    expect(contactFieldErrors({ name: 'K', email: 'kari@', subject: 'B', message: 'For kort' })).toEqual({
      name: 'Navn må være minst 2 tegn',
      email: 'Ugyldig e-postadresse',
      subject: 'Emne må være minst 2 tegn',
      message: 'Melding må være minst 10 tegn',
    })
  })

  it('judges the text without its tags and surrounding spaces', () => {
    expect(contactFieldErrors({ ...valid, name: '  <b>K</b>  ' })).toEqual({ name: CONTACT_FIELD_MESSAGES.name })
  })

  it('only ever reports the spec’s messages, and only for the fields it knows', () => {
    const body = fc.record({ name: hostileText, email: hostileText, subject: hostileText, message: hostileText, extra: fc.anything() })
    fc.assert(
      fc.property(body, (values) => {
        for (const [field, message] of Object.entries(contactFieldErrors(values))) {
          expect(CONTACT_FIELDS).toContain(field)
          expect(message).toBe(CONTACT_FIELD_MESSAGES[field as keyof typeof CONTACT_FIELD_MESSAGES])
        }
      }),
    )
  })

  it('treats missing or non-text fields as empty', () => {
    expect(Object.keys(contactFieldErrors({ name: 42, subject: null }))).toEqual([...CONTACT_FIELDS])
  })

  it('accepts an address exactly when the one e-mail rule accepts its sanitised form within the field limits', () => {
    const address = fc.oneof(
      fc.emailAddress(),
      fc
        .array(fc.constantFrom('kari', '@', '.', 'no', ' ', 'å', '<b>', '</b>', '\u00a0', '\u0085'), { maxLength: 12 })
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(address, (email) => {
        const sanitized = sanitizeText(email, CONTACT_LIMITS.email.max)
        const acceptable = sanitized.length >= CONTACT_LIMITS.email.min && isValidEmail(sanitized)
        expect(contactFieldErrors({ ...valid, email })).toEqual(acceptable ? {} : { email: CONTACT_FIELD_MESSAGES.email })
      }),
    )
  })

  it('never lets a field exceed its limit, keep a tag, or keep outer spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_FIELDS), fc.oneof(hostileText, fc.string({ maxLength: 6000 })), (field, text) => {
        const sanitized = sanitizeForSending({ [field]: text })[field]
        expect(sanitized.length).toBeLessThanOrEqual(CONTACT_LIMITS[field].max)
        expect(sanitized).not.toMatch(/<[^>]*>/)
        expect(sanitized).toBe(sanitized.trim())
      }),
    )
  })
})
