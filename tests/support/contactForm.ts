import { CONTACT_FIELD_WORDS } from '../../messages/contactForm'
import { CONTACT_FIELDS, CONTACT_FORM, type ContactField } from '../../supabase/functions/_shared/contract/contactForm'
import type { FieldRefusal } from '../../supabase/functions/_shared/contract/form'
import { byField } from '../../tools/fixtures/contactMessages'

export { atCapMessage, byField, contactMessage, overCapMessage, tooShortMessage } from '../../tools/fixtures/contactMessages'

/** The words of a field that can be refused in either way the tests check, whatever the field's input. */
const wordsOf = (field: ContactField): { label: string; too_long: string; too_short?: string; invalid?: string } =>
  CONTACT_FIELD_WORDS[field]

/** The label a visitor finds a field by. */
export const fieldLabel = (field: ContactField): string => CONTACT_FIELD_WORDS[field].label

/** The fields of free text: every field but the address, which the e-mail rule judges. */
export const TEXT_FIELDS = CONTACT_FIELDS.filter((field) => CONTACT_FORM[field].input !== 'email')

/** Why a field too short is refused: an address too short is not an address. */
export const TOO_SHORT_REFUSALS = byField<FieldRefusal>((_field, { input }) => (input === 'email' ? 'invalid' : 'too_short'))

/** What a field too short says. */
export const CONTACT_FIELD_MESSAGES = byField((field) => wordsOf(field).too_short ?? wordsOf(field).invalid!)

/** What a field over its cap says. */
export const CONTACT_FIELD_TOO_LONG_MESSAGES = byField((field) => wordsOf(field).too_long)
