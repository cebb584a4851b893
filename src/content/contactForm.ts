/** The contact form's texts on /kontakt; its fields' labels and refusals are in messages/contactForm.ts. */

/** Shown by the form while it waits out the rate limit. */
export const RATE_LIMIT_NOTICE = 'Du har sendt en melding for kort tid siden. Vent ett minutt før du prøver igjen.'

/** The form's own texts: its section on /kontakt and the button. */
export const contactFormText = {
  heading: 'Send oss en melding',
  intro: 'Fyll ut skjemaet, så svarer vi deg på e-post så snart vi kan.',
  formLabel: 'Kontaktskjema',
  allRequired: 'Alle feltene må fylles ut.',
  /** The label of the hidden field people never see; only a bot would fill it in. */
  honeypotLabel: 'La dette feltet stå tomt',
  submit: 'Send melding',
  submitting: 'Sender...',
} as const
