import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactFieldProblems } from '../../machines/contactForm.machine'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactFieldErrors,
  sanitizeForSending,
} from '../../supabase/functions/_shared/contract/contactRules'
import { contactMessage, CONTACT_FIELD_MESSAGES, CONTACT_FIELD_TOO_LONG_MESSAGES } from '../support/contactForm'
import { isValidEmail, sanitizeText } from '../../supabase/functions/_shared/contract/text'
import { anyContactBody, hostileText, plainText, TAG, UNSTORABLE } from './support/generators'

const valid = contactMessage({
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt i uke 12',
  message: 'Vi trenger en brønnbåt til lokaliteten vår.',
})

describe('contact message rules', () => {
  it('accepts a complete message', () => {
    expect(contactFieldProblems(valid)).toEqual({})
  })

  it('tells each refusal by its kind, the words being the site’s', () => {
    expect(contactFieldErrors({ name: 'K', email: 'kari@', subject: 'S'.repeat(201), message: 'For kort' })).toEqual({
      name: 'too_short',
      email: 'invalid',
      subject: 'too_long',
      message: 'too_short',
    })
  })

  it('gives each refused field the spec’s Norwegian message', () => {
    expect(contactFieldProblems({ name: 'K', email: 'kari@', subject: 'B', message: 'For kort' })).toEqual({
      name: 'Navn må være minst 2 tegn',
      email: 'Ugyldig e-postadresse',
      subject: 'Emne må være minst 2 tegn',
      message: 'Melding må være minst 10 tegn',
    })
  })

  it('refuses a field over its cap with its own Norwegian message, instead of cutting it', () => {
    const overCap = {
      name: 'N'.repeat(101),
      email: `${'k'.repeat(240)}@oppdrett.no.no`,
      subject: 'S'.repeat(201),
      message: 'M'.repeat(5001),
    }
    expect([...overCap.email].length).toBe(255)
    expect(contactFieldProblems(overCap)).toEqual({
      name: 'Navn kan være høyst 100 tegn',
      email: 'E-postadresse kan være høyst 254 tegn',
      subject: 'Emne kan være høyst 200 tegn',
      message: 'Melding kan være høyst 5000 tegn',
    })
    expect(CONTACT_FIELD_TOO_LONG_MESSAGES).toEqual(contactFieldProblems(overCap))
  })

  it('names in each maximum message the cap the rules apply', () => {
    for (const field of CONTACT_FIELDS) expect(CONTACT_FIELD_TOO_LONG_MESSAGES[field]).toContain(` ${CONTACT_LIMITS[field].max} tegn`)
  })

  it('refuses an address that only cutting would have made valid', () => {
    expect(contactFieldProblems({ ...valid, email: `kari@oppdrett.no${'o'.repeat(250)}` })).toEqual({
      email: 'E-postadresse kan være høyst 254 tegn',
    })
  })

  it('accepts every field at exactly its cap, counted as the database counts characters, and sends it whole', () => {
    const atCap = {
      name: '😀'.repeat(100),
      email: `${'ø'.repeat(242)}@oppdrett.no`,
      subject: 'æ'.repeat(199) + '🐟',
      message: `${'Å'.repeat(4000)}${'🌊'.repeat(1000)}`,
    }
    expect(contactFieldProblems(atCap)).toEqual({})
    expect(sanitizeForSending(atCap)).toEqual(atCap)
  })

  it('counts a minimum as the database counts characters: an emoji is one', () => {
    expect(contactFieldProblems({ ...valid, name: '🐟', subject: '😀', message: '🌊'.repeat(9) })).toEqual({
      name: CONTACT_FIELD_MESSAGES.name,
      subject: CONTACT_FIELD_MESSAGES.subject,
      message: CONTACT_FIELD_MESSAGES.message,
    })
    expect(contactFieldProblems({ ...valid, name: '🐟🐟', subject: 'Ø😀', message: '🌊'.repeat(10) })).toEqual({})
  })

  it('counts the cap after sanitising, so tags and outer spaces do not count', () => {
    expect(contactFieldProblems({ ...valid, name: `  <b>${'N'.repeat(100)}</b>  ` })).toEqual({})
  })

  it('judges the text without its tags and surrounding spaces', () => {
    expect(contactFieldProblems({ ...valid, name: '  <b>K</b>  ' })).toEqual({ name: CONTACT_FIELD_MESSAGES.name })
  })

  it('only ever reports the field’s own messages, and only for the fields it knows', () => {
    const body = fc.record({ name: hostileText, email: hostileText, subject: hostileText, message: hostileText, extra: fc.anything() })
    fc.assert(
      fc.property(body, (values) => {
        for (const [field, message] of Object.entries(contactFieldProblems(values))) {
          expect(CONTACT_FIELDS).toContain(field)
          const known = field as keyof typeof CONTACT_FIELD_MESSAGES
          expect([CONTACT_FIELD_MESSAGES[known], CONTACT_FIELD_TOO_LONG_MESSAGES[known]]).toContain(message)
        }
      }),
    )
  })

  it('treats missing or non-text fields as empty', () => {
    expect(Object.keys(contactFieldProblems({ name: 42, subject: null }))).toEqual([...CONTACT_FIELDS])
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
        const sanitized = sanitizeText(email)
        const acceptable = sanitized.length >= CONTACT_LIMITS.email.min && isValidEmail(sanitized)
        const tooLong = [...sanitized].length > CONTACT_LIMITS.email.max
        expect(contactFieldProblems({ ...valid, email })).toEqual(
          acceptable ? {} : { email: tooLong ? CONTACT_FIELD_TOO_LONG_MESSAGES.email : CONTACT_FIELD_MESSAGES.email },
        )
      }),
    )
  })

  it('accepts no field over its limit, and leaves no tag or outer spaces in what it sends', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTACT_FIELDS), fc.oneof(hostileText, fc.string({ maxLength: 6000 })), (field, text) => {
        const sanitized = sanitizeForSending({ [field]: text })[field]
        if (!contactFieldProblems({ ...valid, [field]: text })[field]) {
          expect([...sanitized].length).toBeLessThanOrEqual(CONTACT_LIMITS[field].max)
        }
        expect(sanitized).not.toMatch(TAG)
        expect(sanitized).toBe(sanitized.trim())
      }),
    )
  })
})

/** Length as PostgreSQL's `char_length` counts it: code points. */
const characters = (text: string) => [...text].length

describe('contact message rules, for any input', () => {
  it('never throw, and refuse each field with exactly one of its own two messages', () => {
    fc.assert(
      fc.property(anyContactBody, (values) => {
        const errors = contactFieldProblems(values)
        sanitizeForSending(values)
        for (const [field, message] of Object.entries(errors)) {
          const known = field as (typeof CONTACT_FIELDS)[number]
          expect(CONTACT_FIELDS).toContain(known)
          expect([CONTACT_FIELD_MESSAGES[known], CONTACT_FIELD_TOO_LONG_MESSAGES[known]]).toContain(message)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('accept a field exactly when its sanitised text lies within its limits (and, for the address, passes the e-mail rule)', () => {
    fc.assert(
      fc.property(anyContactBody, (values) => {
        const errors = contactFieldProblems(values)
        const sent = sanitizeForSending(values)
        for (const field of CONTACT_FIELDS) {
          const length = characters(sent[field])
          const { min, max } = CONTACT_LIMITS[field]
          const expected =
            length > max
              ? CONTACT_FIELD_TOO_LONG_MESSAGES[field]
              : length < min || (field === 'email' && !isValidEmail(sent[field]))
                ? CONTACT_FIELD_MESSAGES[field]
                : undefined
          expect(errors[field]).toBe(expected)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('send nothing the database cannot store, no tag and no outer whitespace', () => {
    fc.assert(
      fc.property(anyContactBody, (values) => {
        for (const text of Object.values(sanitizeForSending(values))) {
          expect(text).not.toMatch(UNSTORABLE)
          expect(text).not.toMatch(TAG)
          expect(text).toBe(text.trim())
        }
      }),
      { numRuns: 500 },
    )
  })

  it('accept and send unchanged any text without tags within the limits: Norwegian letters, emoji, right-to-left text, < and >', () => {
    const within = (field: 'name' | 'subject' | 'message') =>
      plainText
        .map((text) => text.trim())
        .filter((text) => {
          const length = characters(text)
          return length >= CONTACT_LIMITS[field].min && length <= CONTACT_LIMITS[field].max
        })
    fc.assert(
      fc.property(within('name'), within('subject'), within('message'), (name, subject, message) => {
        const values = { name, email: 'kari@oppdrett.no', subject, message }
        expect(contactFieldProblems(values)).toEqual({})
        expect(sanitizeForSending(values)).toEqual(values)
      }),
      { numRuns: 500 },
    )
  })

  it('judge the sanitised text the same as the text itself: sending what the site sends changes nothing', () => {
    fc.assert(
      fc.property(anyContactBody, (values) => {
        const sent = sanitizeForSending(values)
        expect(sanitizeForSending(sent)).toEqual(sent)
        expect(contactFieldProblems(sent)).toEqual(contactFieldProblems(values))
      }),
      { numRuns: 500 },
    )
  })
})
