/**
 * The contact message's fields and their lengths, apart from the rules in contact.ts so the site's
 * form can carry the caps as `maxLength` without loading zod before the form is used. Imports
 * nothing, so it runs unchanged in Deno, Node and the browser.
 */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactMessage = Record<ContactField, string>

/** Shortest and longest accepted length of each field, after sanitising. */
export const CONTACT_LIMITS: Record<ContactField, { min: number; max: number }> = {
  name: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  subject: { min: 2, max: 200 },
  message: { min: 10, max: 5000 },
}
