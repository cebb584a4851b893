import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldErrors,
  contactMessageSchema,
  escapeHtml,
  sanitizeForSending,
  sanitizeText,
} from '../../supabase/functions/_shared/contact'

const hostileText = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.array(fc.constantFrom('<', '>', '/', 'b', 'script', ' ', '\n', '&', '"', 'å'), { maxLength: 80 }).map((parts) => parts.join('')),
)
const cap = fc.integer({ min: 1, max: 300 })

describe('sanitizeText', () => {
  it('is never longer than the cap', () => {
    fc.assert(fc.property(hostileText, cap, (text, max) => sanitizeText(text, max).length <= max))
  })

  it('leaves no tag behind', () => {
    fc.assert(fc.property(hostileText, cap, (text, max) => !/<[^>]*>/.test(sanitizeText(text, max))))
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileText, cap, (text, max) => {
        const once = sanitizeText(text, max)
        return sanitizeText(once, max) === once
      }),
    )
  })

  it('trims and removes tags', () => {
    expect(sanitizeText('  <b>Hei</b> <script>x()</script>der ', 100)).toBe('Hei x()der')
  })
})

describe('contactMessageSchema', () => {
  const valid = { name: 'Kari Nordmann', email: 'kari@example.no', subject: 'Båt til salgs', message: 'Jeg vil vite mer om båten.' }

  it('accepts a well-formed message', () => {
    expect(contactMessageSchema.safeParse(valid).success).toBe(true)
    expect(contactFieldErrors(valid)).toEqual({})
  })

  it('names each refused field with its exact Norwegian message', () => {
    expect(contactFieldErrors({ name: 'K', email: 'ikke-epost', subject: 'x', message: 'kort' })).toEqual({
      name: 'Navn må være minst 2 tegn',
      email: 'Ugyldig e-postadresse',
      subject: 'Emne må være minst 2 tegn',
      message: 'Melding må være minst 10 tegn',
    })
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

  it('never lets a sanitised field past its cap', () => {
    fc.assert(
      fc.property(fc.record({ name: hostileText, email: hostileText, subject: hostileText, message: hostileText }), (values) => {
        const clean = sanitizeForSending(values)
        for (const field of CONTACT_FIELDS) expect(clean[field].length).toBeLessThanOrEqual(CONTACT_LIMITS[field].max)
      }),
    )
  })

  it('treats values that are not text as empty', () => {
    expect(sanitizeForSending({ name: 42, email: null, subject: ['x'], message: { a: 1 } })).toEqual({ name: '', email: '', subject: '', message: '' })
  })
})

describe('escapeHtml', () => {
  it('leaves nothing HTML could read as markup', () => {
    fc.assert(fc.property(hostileText, (text) => !/[<>"']/.test(escapeHtml(text))))
  })

  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})
