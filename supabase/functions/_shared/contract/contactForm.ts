/**
 * The contact form, described once: each field's name (the key, in the form's order), its lengths, how
 * the browser fills it in, its kind of input and its width on the page. The view, the machine, the
 * rules (contactRules.ts), the function's sanitiser, the notification mail and the tests' messages are
 * all derived from it; its words (label and refusals) are in messages/contactForm.ts, keyed by the same
 * names. Imports nothing and has no zod, so it runs unchanged in Deno, Node and the browser, and the
 * site's form carries the caps as `maxLength` without loading zod before the form is used.
 * See docs/flows.md, 'Adding a field'.
 */
import type { FormDescription, FormWords } from './form.ts'

export const CONTACT_FORM = {
  name: { min: 2, max: 100, autocomplete: 'name', input: 'text', width: 'half' },
  email: { min: 3, max: 254, autocomplete: 'email', input: 'email', width: 'half' },
  subject: { min: 2, max: 200, autocomplete: 'off', input: 'text', width: 'full' },
  message: { min: 10, max: 5000, autocomplete: 'off', input: 'multiline', width: 'full' },
} as const satisfies FormDescription

export type ContactField = keyof typeof CONTACT_FORM
export type ContactMessage = Record<ContactField, string>
/** The contact form's words: a label and a message for each refusal its field can get. */
export type ContactFormWords = FormWords<typeof CONTACT_FORM>

/** The fields in the form's order. */
export const CONTACT_FIELDS = Object.keys(CONTACT_FORM) as ContactField[]

/** Shortest and longest accepted length of each field, after sanitising. */
export const CONTACT_LIMITS: Record<ContactField, { min: number; max: number }> = CONTACT_FORM

/** A message with every field empty. */
export function emptyContactMessage(): ContactMessage {
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as ContactMessage
}
