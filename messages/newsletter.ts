/** What the footer's newsletter sign-up tells after a submission. */
import type { ToastText } from './toast'

/** The toast of each outcome of a sign-up. */
export const NEWSLETTER_TOASTS = {
  invalidEmail: { title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' },
  subscribed: { title: 'Suksess!', message: 'Takk for at du abonnerer på vårt nyhetsbrev.', type: 'success' },
  alreadySubscribed: { title: 'Allerede registrert', message: 'Denne e-posten er allerede påmeldt nyhetsbrevet vårt.', type: 'info' },
  reloadPage: { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv å laste inn siden på nytt.', type: 'error' },
  tryLater: { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv igjen senere.', type: 'error' },
} as const satisfies Record<string, ToastText>
