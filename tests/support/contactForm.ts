import { CONTACT_FIELD_WORDS } from '../../messages/contactForm'
import { CONTACT_FIELDS, CONTACT_FORM, type ContactField, type ContactMessage } from '../../supabase/functions/_shared/contract/contactForm'

/** The words of a field that can be refused in either way the tests check, whatever the field's input. */
const wordsOf = (field: ContactField): { label: string; too_long: string; too_short?: string; invalid?: string } =>
  CONTACT_FIELD_WORDS[field]

/** The label a visitor finds a field by. */
export const fieldLabel = (field: ContactField): string => CONTACT_FIELD_WORDS[field].label

/** What a field too short says: an address too short is invalid. */
export const CONTACT_FIELD_MESSAGES = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, wordsOf(field).too_short ?? wordsOf(field).invalid]),
) as Record<ContactField, string>

/** What a field over its cap says. */
export const CONTACT_FIELD_TOO_LONG_MESSAGES = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, wordsOf(field).too_long]),
) as Record<ContactField, string>

/** A value the field accepts: an address for an address, else the field's label and a name, padded to its minimum. */
function sampleOf(field: ContactField): string {
  const { input, min } = CONTACT_FORM[field]
  if (input === 'email') return 'kari@oppdrett.no'
  return `${fieldLabel(field)} fra Kari Nordmann`.padEnd(min, '.')
}

/**
 * A valid contact message built from the form's description: every field has a value it accepts, and
 * `overrides` sets the fields a test is about. A new field of the form gets a value here by itself.
 */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return { ...(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, sampleOf(field)])) as ContactMessage), ...overrides }
}
