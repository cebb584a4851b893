/** What the contact form on /kontakt tells after a submission; its field messages live with the contact rules (supabase/functions/_shared/contact.ts). */
import type { ToastText } from './toast'

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
