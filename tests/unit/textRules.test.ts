import { readdirSync, readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, escapeHtml, isValidEmail, sanitizeText, stripTagsAndTrim } from '../../supabase/functions/_shared/contract/text'
import { addressLike, anyCodeUnits, hostileText, messyText, plainText, tag, TAG, taggedText, UNSTORABLE } from './support/generators'

const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url)

/** Every e-mail check the migrations declare: its length limit and its pattern, as written in SQL. */
function emailChecksInMigrations(): { maxLength: number; pattern: string }[] {
  const sql = readdirSync(MIGRATIONS)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(new URL(file, MIGRATIONS), 'utf8'))
    .join('\n')
  const lengths = [...sql.matchAll(/char_length\(email\) <= (\d+)/g)].map((match) => Number(match[1]))
  const patterns = [...sql.matchAll(/email ~\* '([^']+)'/g)].map((match) => match[1]!)
  expect(lengths.length).toBe(patterns.length)
  return patterns.map((pattern, index) => ({ maxLength: lengths[index]!, pattern }))
}

describe('sanitizeText', () => {
  it('removes NUL and the other C0 control characters PostgreSQL text should not hold, but keeps tab, line feed and carriage return', () => {
    expect(sanitizeText('Ka\u0000ri\u0001 Nord\u0008\u000b\u000c\u000e\u001fmann\u0000')).toBe('Kari Nordmann')
    expect(sanitizeText('Linje 1\r\nLinje 2\tslutt')).toBe('Linje 1\r\nLinje 2\tslutt')
    expect(sanitizeText('\u0000')).toBe('')
  })

  it('removes a lone surrogate, which is no character and which PostgreSQL refuses, and keeps paired ones', () => {
    expect(sanitizeText('Kari\ud800 \udc00Nordmann 🐟')).toBe('Kari Nordmann 🐟')
    expect(sanitizeText('\ud83d')).toBe('')
  })

  it('sanitises idempotently', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const once = sanitizeText(text)
        expect(sanitizeText(once)).toBe(once)
      }),
    )
  })

  it('never cuts: length is for the rules to judge, not for the sanitiser to enforce', () => {
    const long = 'Lang melding. '.repeat(1000).trim()
    expect(sanitizeText(long)).toBe(long)
  })
})

describe('sanitizeText, for any text', () => {
  it('never throws, and leaves no tag, nothing PostgreSQL cannot store and no outer whitespace', () => {
    fc.assert(
      fc.property(messyText, (text) => {
        const clean = sanitizeText(text)
        expect(clean).not.toMatch(TAG)
        expect(clean).not.toMatch(UNSTORABLE)
        expect(clean).toBe(clean.trim())
      }),
      { numRuns: 1000 },
    )
  })

  it('changes nothing but the outer whitespace of text that holds no tag: Norwegian letters, emoji, right-to-left text, < and >', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(sanitizeText(text)).toBe(text.trim())
        expect(stripTagsAndTrim(text)).toBe(text.trim())
      }),
      { numRuns: 1000 },
    )
  })

  it('removes the tags around and inside such text, and only them', () => {
    fc.assert(
      fc.property(plainText, plainText, tag, tag, tag, (before, after, open, middle, close) => {
        const text = `${before.trim()}${after.trim()}`
        fc.pre(!/<[A-Za-z/!?]/.test(text))
        expect(sanitizeText(`${open}${before.trim()}${middle}${after.trim()}${close}`)).toBe(text.trim())
      }),
    )
  })

  it('removes control characters and lone surrogates wherever they are, and nothing else of plain text', () => {
    // A high surrogate always has a control character after it and a low one before it, so two never pair up.
    const unstorable = fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u000e',
      '\u001f',
      '\ud800\u0000',
      '\udbff\u001f',
      '\u0000\udc00',
      '\u0007\udfff',
    )
    fc.assert(
      fc.property(plainText, fc.array(fc.tuple(fc.nat(), unstorable), { minLength: 1 }), (text, insertions) => {
        const trimmed = text.trim()
        const characters = [...trimmed]
        for (const [at, inserted] of insertions) characters.splice(at % (characters.length + 1), 0, inserted)
        expect(sanitizeText(characters.join(''))).toBe(trimmed)
      }),
    )
  })

  it('sanitises any sequence of UTF-16 code units idempotently', () => {
    fc.assert(
      fc.property(anyCodeUnits, (text) => {
        const once = sanitizeText(text)
        expect(sanitizeText(once)).toBe(once)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('stripTagsAndTrim', () => {
  it('leaves no tag and no surrounding whitespace', () => {
    fc.assert(
      fc.property(taggedText, (text) => {
        const clean = stripTagsAndTrim(text)
        expect(clean).not.toMatch(TAG)
        expect(clean).toBe(clean.trim())
      }),
    )
  })

  it('changes nothing in plain, trimmed text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !TAG.test(text) && text === text.trim()),
        (text) => {
          expect(stripTagsAndTrim(text)).toBe(text)
        },
      ),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(taggedText, (text) => {
        expect(stripTagsAndTrim(stripTagsAndTrim(text))).toBe(stripTagsAndTrim(text))
      }),
    )
  })
})

describe('tags', () => {
  it.each([
    'a < b && c > d',
    'temperatur < 8 grader og > 2',
    'Oksygen <6 mg/l er for lite, >12 er for mye',
    '<3 fra Ålesund',
    'pil -> neste, 2 <= x >= 1, <> og ><',
    'a<b',
    '<< sitat >>',
    'x < 5 og <å> er ikke en tagg',
  ])('keeps every < and > that is no tag: %j', (text) => {
    expect(stripTagsAndTrim(text)).toBe(text)
    expect(sanitizeText(text)).toBe(text)
  })

  it.each([
    ['<b>Kari</b>', 'Kari'],
    ['Hei <script>alert(1)</script>der', 'Hei alert(1)der'],
    ['<img src=x onerror=alert(1)>Kari', 'Kari'],
    ['A<!-- kommentar -->B', 'AB'],
    ['<!DOCTYPE html><p>Tekst</p>', 'Tekst'],
    ['<?xml version="1.0"?>Tekst', 'Tekst'],
    ['<a\nhref="x">lenke</a\n>', 'lenke'],
    ['<<b>b>Kari', 'Kari'],
    ['temperatur < 8 <b>grader</b> og > 2', 'temperatur < 8 grader og > 2'],
  ])('removes the tags of %j', (text, clean) => {
    expect(stripTagsAndTrim(text)).toBe(clean)
  })
})

describe('escapeHtml', () => {
  it('escapes every character that could open markup', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(escapeHtml(text)).not.toMatch(/[<>"']/)
      }),
    )
    expect(escapeHtml('<script>alert("x")</script> & co')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co')
  })
})

describe('the one e-mail rule', () => {
  it.each(['kari@oppdrett.no', 'a@b.c', 'Kari.Nordmann+nyhetsbrev@oppdrett.no', 'åse@fjord.no'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(['', 'kari', 'kari@oppdrett', 'ola@example', 'kari oppdrett@no.no', ' kari@oppdrett.no', 'kari@@oppdrett.no', '@oppdrett.no'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )

  it('allows at most 254 characters, counted as the database counts them', () => {
    const address = (length: number, letter: string) => `${letter.repeat(length - 7)}@ola.no`
    expect(isValidEmail(address(EMAIL_MAX_LENGTH, 'a'))).toBe(true)
    expect(isValidEmail(address(EMAIL_MAX_LENGTH + 1, 'a'))).toBe(false)
    expect(isValidEmail(address(EMAIL_MAX_LENGTH, '😀'))).toBe(true)
    expect(isValidEmail(address(EMAIL_MAX_LENGTH + 1, '😀'))).toBe(false)
  })

  it('is the check both tables declare in the migrations', () => {
    const checks = emailChecksInMigrations()
    expect(checks).toHaveLength(2)
    for (const check of checks) expect(check).toEqual({ maxLength: EMAIL_MAX_LENGTH, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })
  })

  it('agrees with the tables’ check run with the same flags, on any text but the one whitespace JavaScript does not know (U+0085)', () => {
    const [check] = emailChecksInMigrations()
    const pattern = new RegExp(check!.pattern, 'i')
    const tableAccepts = (email: string) => [...email].length <= check!.maxLength && pattern.test(email)
    fc.assert(
      fc.property(fc.oneof(addressLike(['\u00a0']), fc.string({ unit: 'grapheme', maxLength: 30 })), (email) => {
        fc.pre(!email.includes('\u0085'))
        expect(isValidEmail(email)).toBe(tableAccepts(email))
      }),
      { numRuns: 500 },
    )
    expect(isValidEmail('ola\u0085@example.no')).toBe(false)
  })
})
