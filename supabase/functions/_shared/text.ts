/**
 * The site's rules for text a visitor types: sanitising, the one e-mail rule, and escaping for HTML.
 * The browser (contact form, newsletter, sign-in and sign-up), the contact function (Deno) and the
 * local stack's auth all use this module, so each rule exists once. It imports nothing, so it runs
 * unchanged in Deno, Node and the browser. See docs/decisions.md, 'Text sanitising' and 'E-mail addresses'.
 */

const HTML_TAG = /<[^>]*>/g

/** Trims, removes anything that looks like an HTML tag, and cuts the text to `max` characters. */
export function sanitizeText(value: string, max: number): string {
  return value.replace(HTML_TAG, '').trim().slice(0, max).trim()
}

/** Removes everything that looks like an HTML tag, then trims: {@link sanitizeText} without a length cap. */
export function stripTagsAndTrim(value: string): string {
  return sanitizeText(value, Infinity)
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
