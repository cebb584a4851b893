import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldErrors,
  escapeHtml,
  isSendableEmail,
  sanitizeForSending,
  sanitizeText,
} from '../../supabase/functions/_shared/contact'

/** Text a visitor could send: anything, and above all fragments of markup. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.array(fc.constantFrom('<', '>', '/', 'b', 'script', ' ', '\n', '&', '"', 'å'), { maxLength: 80 }).map((parts) => parts.join('')),
)

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

  it('checks the address once more with a simple pattern before sending', () => {
    expect(isSendableEmail('kari@oppdrett.no')).toBe(true)
    expect(isSendableEmail('kari@oppdrett')).toBe(false)
    expect(isSendableEmail('kari oppdrett@no.no')).toBe(false)
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

  it('sanitises idempotently', () => {
    fc.assert(
      fc.property(hostileText, fc.integer({ min: 1, max: 200 }), (text, max) => {
        const once = sanitizeText(text, max)
        expect(sanitizeText(once, max)).toBe(once)
      }),
    )
  })

  it('escapes every character that could open markup', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']/)
      }),
    )
    expect(escapeHtml('<script>alert("x")</script> & co')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co')
  })
})
