/** The footer's newsletter sign-up texts. */
import type { ToastRequest } from '../../machines/toastQueue.machine'

/** The toast of each outcome of a sign-up. */
export const NEWSLETTER_TOASTS = {
  invalidEmail: { title: 'Feil', message: 'Skriv inn en gyldig e-postadresse.', type: 'error' },
  subscribed: { title: 'Suksess!', message: 'Takk for at du abonnerer på vårt nyhetsbrev.', type: 'success' },
  alreadySubscribed: { title: 'Allerede registrert', message: 'Denne e-posten er allerede påmeldt nyhetsbrevet vårt.', type: 'info' },
  reloadPage: { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv å laste inn siden på nytt.', type: 'error' },
  tryLater: { title: 'Feil', message: 'Det oppstod et problem ved påmelding. Prøv igjen senere.', type: 'error' },
} as const satisfies Record<string, ToastRequest>

/** The sign-up form in the footer. */
export const newsletterText = {
  heading: 'Nyhetsbrev',
  intro: 'Få nyheter om markedsplassen og nye funksjoner rett i innboksen.',
  emailLabel: 'E-postadresse',
  submit: 'Send',
  submitting: 'Sender...',
  /** Under the form after a sign-up, until the next submit: the sign-up counts only once confirmed. */
  confirmationSent: 'Vi har sendt deg en e-post. Trykk på lenken i den for å bekrefte påmeldingen.',
  /** Signing up means accepting the terms: the sentence around its link. */
  terms: {
    before: 'Ved å melde deg på godtar du ',
    link: { label: 'vilkårene og betingelsene', href: '/vilkar' },
    after: ' våre.',
  },
} as const
