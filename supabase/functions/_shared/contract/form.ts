/**
 * What a form's description says of each field, and the words it needs for it. A form (contactForm.ts)
 * is a record of these, keyed by the field's name; its words live in messages/ and are typed by
 * {@link FormWords}, so a field without its label or one of its refusals is a type error.
 */
export interface FieldDescription {
  /** Shortest and longest accepted length, in code points (PostgreSQL's `char_length`), after sanitising. */
  min: number
  max: number
  /** The browser's `autocomplete` for it. */
  autocomplete: string
  /** A one-line text, an address (checked by the one e-mail rule) or text of several lines. */
  input: 'text' | 'email' | 'multiline'
  /** Half of the form's row from medium screens, or the whole row. */
  width: 'half' | 'full'
}

export type FormDescription = Record<string, FieldDescription>

/** Why a field was refused: shorter than its `min`, longer than its `max`, or not an address. */
export type FieldRefusal = 'too_short' | 'too_long' | 'invalid'

/** The refusals a field can get: an address is too long or invalid (too short is invalid too), other text too short or too long. */
export type RefusalsOf<Field extends FieldDescription> = Field['input'] extends 'email'
  ? Exclude<FieldRefusal, 'too_short'>
  : Exclude<FieldRefusal, 'invalid'>

/** A form's words, by field: its label and the message of each refusal it can get. */
export type FormWords<Form extends FormDescription> = {
  readonly [Name in keyof Form]: { readonly label: string } & { readonly [Refusal in RefusalsOf<Form[Name]>]: string }
}
