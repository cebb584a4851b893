import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactFieldProblems } from '../../machines/contactForm.machine'
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  CONTACT_LIMITS,
  type ContactField,
  contactFieldErrors,
  sanitizeForSending,
} from '../../supabase/functions/_shared/contract/contactRules'
import {
  atCapMessage,
  byField,
  contactMessage,
  CONTACT_FIELD_MESSAGES,
  CONTACT_FIELD_TOO_LONG_MESSAGES,
  overCapMessage,
  TEXT_FIELDS,
  TOO_SHORT_REFUSALS,
  tooShortMessage,
} from '../support/contactForm'
import { isValidEmail, sanitizeText } from '../../supabase/functions/_shared/contract/text'
import { anyContactBody, hostileText, plainText, TAG, UNSTORABLE } from './support/generators'

const valid = contactMessage()

describe('contact message rules', () => {
  it('accepts a complete message', () => {
    expect(contactFieldProblems(valid)).toEqual({})
  })

  it('holds the spec’s limits and words for its fields', () => {
    expect(CONTACT_LIMITS).toMatchObject({
      name: { min: 2, max: 100 },
      email: { max: 254 },
      subject: { min: 2, max: 200 },
      message: { min: 10, max: 5000 },
    })
    expect(contactFieldProblems(tooShortMessage())).toMatchObject({
      name: 'Navn må være minst 2 tegn',
      email: 'Ugyldig e-postadresse',
      subject: 'Emne må være minst 2 tegn',
      message: 'Melding må være minst 10 tegn',
    })
  })

  it('tells each refusal by its kind, the words being the site’s', () => {
    expect(contactFieldErrors(tooShortMessage())).toEqual(TOO_SHORT_REFUSALS)
    expect(contactFieldErrors(overCapMessage())).toEqual(byField(() => 'too_long'))
  })

  it('gives each field too short its own message', () => {
    expect(contactFieldProblems(tooShortMessage())).toEqual(CONTACT_FIELD_MESSAGES)
  })

  it('refuses a field over its cap with its own message, instead of cutting it', () => {
    const overCap = overCapMessage()
    expect([...overCap.email].length).toBe(CONTACT_LIMITS.email.max + 1)
    expect(contactFieldProblems(overCap)).toEqual(CONTACT_FIELD_TOO_LONG_MESSAGES)
  })

  it('names in each maximum message the cap the rules apply', () => {
    for (const field of CONTACT_FIELDS) expect(CONTACT_FIELD_TOO_LONG_MESSAGES[field]).toContain(` ${CONTACT_LIMITS[field].max} tegn`)
  })

  it('refuses an address that only cutting would have made valid', () => {
    expect(contactFieldProblems({ ...valid, email: `kari@oppdrett.no${'o'.repeat(250)}` })).toEqual({
      email: CONTACT_FIELD_TOO_LONG_MESSAGES.email,
    })
  })

  it('accepts every field at exactly its cap, counted as the database counts characters, and sends it whole', () => {
    for (const letter of ['😀', 'ø', '🌊']) {
      const atCap = atCapMessage(letter)
      expect(contactFieldProblems(atCap)).toEqual({})
      expect(sanitizeForSending(atCap)).toEqual(atCap)
    }
  })

  it('counts a minimum as the database counts characters: an emoji is one', () => {
    const emoji = (count: (field: ContactField) => number) => ({
      ...valid,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, '🐟'.repeat(count(field))])),
    })
    expect(contactFieldProblems(emoji((field) => CONTACT_LIMITS[field].min - 1))).toEqual(
      Object.fromEntries(TEXT_FIELDS.map((field) => [field, CONTACT_FIELD_MESSAGES[field]])),
    )
    expect(contactFieldProblems(emoji((field) => CONTACT_LIMITS[field].min))).toEqual({})
  })

  it('counts the cap after sanitising, so tags and outer spaces do not count', () => {
    expect(contactFieldProblems({ ...valid, name: `  <b>${'N'.repeat(CONTACT_LIMITS.name.max)}</b>  ` })).toEqual({})
  })

  it('judges the text without its tags and surrounding spaces', () => {
    expect(contactFieldProblems({ ...valid, name: '  <b>K</b>  ' })).toEqual({ name: CONTACT_FIELD_MESSAGES.name })
  })

  it('only ever reports the field’s own messages, and only for the fields it knows', () => {
    const body = fc.record({ ...byField(() => hostileText), extra: fc.anything() })
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
              : length < min || (CONTACT_FORM[field].input === 'email' && !isValidEmail(sent[field]))
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
    const within = (field: ContactField) =>
      plainText
        .map((text) => text.trim())
        .filter((text) => {
          const length = characters(text)
          return length >= CONTACT_LIMITS[field].min && length <= CONTACT_LIMITS[field].max
        })
    const texts = fc.record(Object.fromEntries(TEXT_FIELDS.map((field) => [field, within(field)])))
    fc.assert(
      fc.property(texts, (typed) => {
        const values = contactMessage(typed)
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
