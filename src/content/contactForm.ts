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
