/**
 * What the contact form on /kontakt tells: its fields' words (label and refusals, keyed by the fields
 * of the form's description in supabase/functions/_shared/contract/contactForm.ts) and the toast of
 * each outcome of a submission.
 */
import type { ContactFormWords } from '../supabase/functions/_shared/contract/contactForm'
import type { ToastText } from './toast'

/** Each field's label, and what the visitor is told when the field is refused, by refusal. */
export const CONTACT_FIELD_WORDS = {
  name: { label: 'Navn', too_short: 'Navn må være minst 2 tegn', too_long: 'Navn kan være høyst 100 tegn' },
  email: { label: 'E-post', invalid: 'Ugyldig e-postadresse', too_long: 'E-postadresse kan være høyst 254 tegn' },
  subject: { label: 'Emne', too_short: 'Emne må være minst 2 tegn', too_long: 'Emne kan være høyst 200 tegn' },
  message: { label: 'Melding', too_short: 'Melding må være minst 10 tegn', too_long: 'Melding kan være høyst 5000 tegn' },
} as const satisfies ContactFormWords

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
} as const satisfies Record<string, ToastText>
