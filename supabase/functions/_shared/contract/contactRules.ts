/**
 * The contact message's rules, derived from its description (contactForm.ts) and shared by the site's
 * contact form and the contact function, so the browser and the server accept and refuse exactly the
 * same input. Runs in Deno and in the browser: it imports nothing but zod, the description and the
 * text rules (with the file extension, as Deno requires). A refusal is told by its kind
 * (`FieldRefusal`); what the visitor reads for it is in messages/contactForm.ts.
 * See docs/decisions.md, 'The contact form'.
 */
import * as z from 'zod'
import { isValidEmail, sanitizeText } from './text.ts'
import { CONTACT_FIELDS, CONTACT_FORM, type ContactField, type ContactMessage } from './contactForm.ts'
import type { FieldRefusal } from './form.ts'

export { CONTACT_FIELDS, CONTACT_FORM, CONTACT_LIMITS, type ContactField, type ContactMessage } from './contactForm.ts'
export type { FieldRefusal } from './form.ts'

/** The refused fields of a message and why, the first problem of each; empty when all is well. */
export type ContactRefusals = Partial<Record<ContactField, FieldRefusal>>

/**
 * Every field sanitised (see `sanitizeText`); anything that is not text counts as empty, and what is
 * not a field is left out. Nothing is cut: a field over its cap is refused by
 * {@link contactFieldErrors}, never shortened unseen.
 */
export function sanitizeForSending(values: Partial<Record<ContactField, unknown>>): ContactMessage {
  const text = (field: ContactField) => {
    const value = values[field]
    return sanitizeText(typeof value === 'string' ? value : '')
  }
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(field)])) as ContactMessage
}

/** Length in characters as PostgreSQL's `char_length` counts them (code points: an emoji is one). */
const characters = (value: string) => [...value].length

// The site's Content-Security-Policy has no 'unsafe-eval': zod's compiled object parser, and even
// its caught probe for `new Function`, are reported as violations there. The plain parser is as
// correct and fast enough; this must run before the first z.object is defined.
z.config({ jitless: true })

// Both lengths in characters as the table counts them (not left to how zod counts), the cap first;
// each check stops the field's checks when it fails, so a field gets one refusal. An address that is
// too short is as invalid as a malformed one.
const fieldRule = (field: ContactField) => {
  const { min, max, input } = CONTACT_FORM[field]
  const rule = z
    .string()
    .refine((value) => characters(value) <= max, { error: 'too_long' satisfies FieldRefusal, abort: true })
    .refine((value) => characters(value) >= min, { error: input === 'email' ? 'invalid' : 'too_short', abort: true })
  return input === 'email' ? rule.refine(isValidEmail, { error: 'invalid' satisfies FieldRefusal }) : rule
}

/** A contact message as it may be stored and sent on, once sanitised. */
const contactMessageSchema = z.object(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fieldRule(field)])))

/** The first refusal of each refused field of the sanitised values; empty when all is well. */
export function contactFieldErrors(values: Partial<Record<ContactField, unknown>>): ContactRefusals {
  const result = contactMessageSchema.safeParse(sanitizeForSending(values))
  if (result.success) return {}
  const errors: ContactRefusals = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField
    errors[field] ??= issue.message as FieldRefusal
  }
  return errors
}
