/** The contact form's texts on /kontakt; the field messages live with the contact rules (supabase/functions/_shared/contact.ts). */
import type { ToastRequest } from '../../machines/toastQueue.machine'

/** The toast of each outcome of a submission. */
export const CONTACT_TOASTS = {
  securityError: { title: 'Sikkerhetsfeil', message: 'Ugyldig forespørsel. Vennligst oppdater siden og prøv igjen.', type: 'error' },
  tooManyAttempts: { title: 'For mange forsøk', message: 'Vennligst vent ett minutt før du sender en ny melding.', type: 'error' },
  sendFailed: {
    title: 'Feil ved sending',
    message: 'Det oppstod en feil ved sending. Vennligst prøv igjen eller kontakt oss direkte.',
    type: 'error',
  },
  sent: { title: 'Melding sendt!', message: 'Vi har mottatt din henvendelse og vil svare så snart som mulig.', type: 'success' },
} as const satisfies Record<string, ToastRequest>

/** Shown by the form while it waits out the rate limit. */
export const RATE_LIMIT_NOTICE = 'Du har sendt en melding for kort tid siden. Vent ett minutt før du prøver igjen.'

/** The form's own texts: its section on /kontakt, the labels and the button. */
export const contactFormText = {
  heading: 'Send oss en melding',
  intro: 'Fyll ut skjemaet, så svarer vi deg på e-post så snart vi kan.',
  formLabel: 'Kontaktskjema',
  allRequired: 'Alle feltene må fylles ut.',
  labels: {
    name: 'Navn',
    email: 'E-post',
    subject: 'Emne',
    message: 'Melding',
  },
  /** The label of the hidden field people never see; only a bot would fill it in. */
  honeypotLabel: 'La dette feltet stå tomt',
  submit: 'Send melding',
  submitting: 'Sender...',
} as const
