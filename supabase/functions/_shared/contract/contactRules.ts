/**
 * The contact message's rules, shared by the site's contact form and the contact function, so the
 * browser and the server accept and refuse exactly the same input. Runs in Deno and in the browser:
 * it imports nothing but zod, the fields' limits and the text rules (with the file extension, as
 * Deno requires). See docs/decisions.md, 'The contact form'.
 */
import * as z from 'zod'
import { isValidEmail, sanitizeText } from './text.ts'
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactMessage } from './contactForm.ts'

export { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactMessage }

/**
 * What the visitor is told when a field is refused: too short, or not an address. The one group of
 * visitor-facing texts outside src/content/ (with {@link CONTACT_FIELD_TOO_LONG_MESSAGES}): the
 * contact function (Deno) answers with them too and cannot import from src/.
 * See docs/decisions.md, 'Where texts live'.
 */
export const CONTACT_FIELD_MESSAGES: Record<ContactField, string> = {
  name: 'Navn må være minst 2 tegn',
  email: 'Ugyldig e-postadresse',
  subject: 'Emne må være minst 2 tegn',
  message: 'Melding må være minst 10 tegn',
}

/** What the visitor is told when a field is longer than its cap (`CONTACT_LIMITS`), after sanitising. */
export const CONTACT_FIELD_TOO_LONG_MESSAGES: Record<ContactField, string> = {
  name: 'Navn kan være høyst 100 tegn',
  email: 'E-postadresse kan være høyst 254 tegn',
  subject: 'Emne kan være høyst 200 tegn',
  message: 'Melding kan være høyst 5000 tegn',
}

/**
 * Every field sanitised (see `sanitizeText`); anything that is not text counts as empty. Nothing is
 * cut: a field over its cap is refused by {@link contactFieldErrors}, never shortened unseen.
 */
export function sanitizeForSending(values: Partial<Record<ContactField, unknown>>): ContactMessage {
  const text = (field: ContactField) => {
    const value = values[field]
    return sanitizeText(typeof value === 'string' ? value : '')
  }
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') }
}

/** Length in characters as PostgreSQL's `char_length` counts them (code points: an emoji is one). */
const characters = (value: string) => [...value].length

// The site's Content-Security-Policy has no 'unsafe-eval': zod's compiled object parser, and even
// its caught probe for `new Function`, are reported as violations there. The plain parser is as
// correct and fast enough; this must run before the first z.object is defined.
z.config({ jitless: true })

// Both lengths in characters as the table counts them (not left to how zod counts), the cap first;
// each check stops the field's checks when it fails, so a field gets one message.
const lengthRule = (field: ContactField) =>
  z
    .string()
    .refine((value) => characters(value) <= CONTACT_LIMITS[field].max, { error: CONTACT_FIELD_TOO_LONG_MESSAGES[field], abort: true })
    .refine((value) => characters(value) >= CONTACT_LIMITS[field].min, { error: CONTACT_FIELD_MESSAGES[field], abort: true })

/** A contact message as it may be stored and sent on, once sanitised. */
const contactMessageSchema = z.object({
  name: lengthRule('name'),
  email: lengthRule('email').refine(isValidEmail, { error: CONTACT_FIELD_MESSAGES.email }),
  subject: lengthRule('subject'),
  message: lengthRule('message'),
})

/** The first problem with each refused field of the sanitised values; empty when all is well. */
export function contactFieldErrors(values: Partial<Record<ContactField, unknown>>): Partial<Record<ContactField, string>> {
  const result = contactMessageSchema.safeParse(sanitizeForSending(values))
  if (result.success) return {}
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    errors[field] ??= issue.message
  }
  return errors
}
