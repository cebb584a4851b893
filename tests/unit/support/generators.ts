import fc from 'fast-check'

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
