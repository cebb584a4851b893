import fc from 'fast-check'
import { CONTACT_FORM, type ContactField } from '../../../supabase/functions/_shared/contract/contactForm'
import { byField } from '../../../tools/fixtures/contactMessages'

/** What a browser reads as a tag: '<' then an ASCII letter, '/', '!' or '?', up to the next '>'. */
export const TAG = /<[A-Za-z/!?][^>]*>/

/** Text a visitor could type: anything, and above all fragments of markup. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 400 }),
  fc.array(fc.constantFrom('<', '>', '/', 'b', 'script', ' ', '\n', '&', '"', 'å'), { maxLength: 80 }).map((parts) => parts.join('')),
)

/** Text with whole tags in it, as pasted or typed into a field. */
export const taggedText = fc
  .array(fc.oneof(fc.string(), fc.constantFrom('<b>', '</b>', '<script>', '<img src=x onerror=alert(1)>', ' ', '\n')), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''))

/**
 * Address-like text for the e-mail rule: generated addresses, mixes of the characters the rule cares
 * about ('@', '.', letters beyond ASCII, whitespace, including the kinds given) and addresses around
 * the 254-character limit.
 */
export function addressLike(whitespace: readonly string[]) {
  return fc.oneof(
    fc.emailAddress(),
    fc
      .array(fc.constantFrom('ola', 'x', '@', '.', 'no', ' ', '\t', '\n', '\u2028', '\u3000', 'å', 'ø', '😀', 'Ä', ...whitespace), {
        maxLength: 16,
      })
      .map((parts) => parts.join('')),
    fc
      .tuple(fc.integer({ min: 240, max: 260 }), fc.constantFrom('a', 'æ', '😀'))
      .map(([length, letter]) => `${letter.repeat(length - 7)}@ola.no`),
  )
}

/**
 * Characters the database cannot hold or a visitor cannot type, which sanitising removes: U+0000, the
 * other C0 controls but tab, line feed and carriage return, and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|\p{Surrogate}/u

/** Where a browser would start reading a tag: text without it holds no tag, whatever follows. */
const TAG_START = /<[A-Za-z/!?]/

/**
 * Pieces of text that must pass sanitising untouched: Norwegian letters, emoji (with skin tones,
 * joiners and flags), right-to-left scripts and marks, tabs and line breaks, and every '<' and '>' that
 * opens no tag.
 */
const PLAIN_PIECES = [
  'æ',
  'ø',
  'å',
  'Æ',
  'Ø',
  'Å',
  'Kari',
  'laks',
  'Brønnbåt',
  'Ålesund',
  '8',
  '2',
  ' ',
  '\n',
  '\r\n',
  '\t',
  '.',
  ',',
  '&',
  '"',
  "'",
  '\\',
  '%',
  '😀',
  '🐟',
  '👍🏽',
  '👩‍👩‍👧',
  '🇳🇴',
  'שלום',
  'مرحبا',
  '\u200f',
  '\u200e',
  '<',
  '>',
  ' < ',
  ' > ',
  '<=',
  '>=',
  '<3',
  '< b',
  '<å',
  '<8',
  '->',
  '<<',
  '>>',
  '<>',
  '><',
]

/** Text that holds no tag and nothing sanitising removes, so only its outer whitespace may change. */
export const plainText = fc
  .oneof(
    fc.array(fc.constantFrom(...PLAIN_PIECES), { maxLength: 40 }).map((parts) => parts.join('')),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
  )
  .filter((text) => !TAG_START.test(text) && !UNSTORABLE.test(text))

/** Any sequence of UTF-16 code units: control characters and lone surrogates included. */
export const anyCodeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength: 60 })

/** Text as messy as a client can send: markup, control characters, lone surrogates, and everything in between. */
export const messyText = fc.oneof(
  hostileText,
  anyCodeUnits,
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...PLAIN_PIECES),
        fc.constantFrom(
          '<b>',
          '</b>',
          '<script>',
          '<!-- x -->',
          '<!DOCTYPE html>',
          '<?xml ?>',
          '<a\nhref="x">',
          '<',
          '</',
          '<!',
          '<?',
          'b>',
        ),
        fc.constantFrom('\u0000', '\u0001', '\u0007', '\u000b', '\u001b', '\u001f', '\ud800', '\udc00', '\ud83d'),
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join('')),
)

/** A tag as a browser reads one, to wrap text in. */
export const tag = fc.oneof(
  fc.constantFrom('<b>', '</b>', '<p class="x">', '<!-- kommentar -->', '<!DOCTYPE html>', '<?xml version="1.0"?>', '<br/>'),
  fc.tuple(fc.constantFrom('', '/', '!', '?'), fc.stringMatching(/^[A-Za-z][^<>]{0,10}$/)).map(([start, name]) => `<${start}${name}>`),
)

/** Text of about `length` characters (code points, as the database counts), of letters, 'æ' and emoji. */
export function textAround(length: number) {
  return fc
    .tuple(
      fc.integer({ min: Math.max(0, length - 3), max: length + 3 }),
      fc.constantFrom('a', 'æ', 'Ø', '😀', '🐟'),
      fc.constantFrom('', ' ', '<b>'),
    )
    .map(([count, letter, around]) => `${around}${letter.repeat(count)}${around.replace('<', '</')}`)
}

/**
 * What a visitor could type into a contact field: messy text, plain text, or text about its limits;
 * for the address also addresses, and messy text before a domain.
 */
export function typedContactText(field: ContactField) {
  const { min, max, input } = CONTACT_FORM[field]
  const text = fc.oneof(messyText, plainText, textAround(max), textAround(min))
  return input === 'email'
    ? fc.oneof(
        text,
        fc.emailAddress(),
        messyText.map((typed) => `${typed}@oppdrett.no`),
      )
    : text
}

/** Text typed into every contact field. */
export const anyContactTyping = fc.record(byField(typedContactText))

/**
 * A contact body as any client could send it (the site's form, a script, the developer tools): each
 * field typed, or no text at all, and fields the rules do not know; any field may be missing.
 */
export const anyContactBody = fc.record(
  {
    ...byField((field) => fc.oneof(typedContactText(field), fc.anything())),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
)
