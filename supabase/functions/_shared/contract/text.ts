/**
 * The site's rules for text a visitor types: sanitising, the one e-mail rule, and escaping for HTML.
 * The browser (contact form, newsletter, sign-in and sign-up), the contact function (Deno) and the
 * local stack's auth all use this module, so each rule exists once. It imports nothing, so it runs
 * unchanged in Deno, Node and the browser. See docs/decisions.md, 'Text sanitising' and 'E-mail addresses'.
 */

/**
 * An HTML tag, end tag, comment, doctype or processing instruction: '<' followed by an ASCII letter,
 * '/', '!' or '?', up to the next '>'. This is where a browser starts reading a tag; any other '<'
 * ('a < b', '<3', '<= 8') is text to a browser too, and stays, as does every '>' outside a tag.
 */
const HTML_TAG = /<[A-Za-z/!?][^>]*>/g

/**
 * The C0 control characters but tab, line feed and carriage return. PostgreSQL's text cannot hold
 * U+0000 at all (the insert fails after every rule has passed), and none of the others belongs in
 * what a visitor types.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g

/**
 * A UTF-16 surrogate without its pair. Only a JSON `\u` escape or a script can put one in a string;
 * it is no character, and PostgreSQL refuses it (its JSON parser, through which the Data API inserts).
 */
const LONE_SURROGATE = /\p{Surrogate}/gu

/**
 * Removes what PostgreSQL text cannot hold or a visitor cannot type: see the two patterns above. Lone
 * surrogates go first: removing a control character first could join two halves into a character
 * nobody sent ('\ud800\u0000\udc00' into U+10000), while removing lone halves never pairs others up.
 */
function removeControlCharacters(value: string): string {
  return value.replace(LONE_SURROGATE, '').replace(CONTROL_CHARACTERS, '')
}

/** Removes every tag, again until none is left, since removing one can join the text around it into another ('<<b>b>'). */
function removeTags(value: string): string {
  let text = value
  for (let previous = ''; previous !== text;) {
    previous = text
    text = text.replace(HTML_TAG, '')
  }
  return text
}

/**
 * Removes control characters (first, so none can hide a tag), then every HTML tag, and trims; every
 * other character, '<' and '>' included, is kept as typed. It never cuts: a text too long for its
 * field is for the field's rules to refuse.
 */
export function sanitizeText(value: string): string {
  return removeTags(removeControlCharacters(value)).trim()
}

/** The same as {@link sanitizeText}, under the name sign-in and sign-up use for their fields. */
export function stripTagsAndTrim(value: string): string {
  return sanitizeText(value)
}

/** The longest address accepted, in characters (Unicode code points, as PostgreSQL's `char_length` counts). */
export const EMAIL_MAX_LENGTH = 254

/**
 * something@something.something, with no '@' and no whitespace in any part. This is the format check
 * of the `newsletter_subscriptions` and `contact_messages` tables (`email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'`).
 * What counts as whitespace there depends on the database's locale; this pattern refuses every
 * character a locale may count (JavaScript's `\s` and U+0085), so an address it accepts is never
 * refused by the table. It also refuses a few spaces some locales let through (no-break spaces, U+1680,
 * U+FEFF): no real address contains them.
 */
const EMAIL_PATTERN = /^[^@\s\u0085]+@[^@\s\u0085]+\.[^@\s\u0085]+$/

/**
 * The one e-mail rule of the site, the tables' check: at most {@link EMAIL_MAX_LENGTH} characters and
 * of the pattern above. Callers decide what to trim or sanitise first.
 */
export function isValidEmail(value: string): boolean {
  return [...value].length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
}

/** Makes text safe to place inside HTML, e.g. in the contact notification e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}
