/** The texts of a request for a mail with a link: a new password's, or the sign-up's confirmation again, and a broken link's answer. */

/** 'Glemt passord?' on /auth, and the form that sends the link for a new password. */
export const recoveryRequestText = {
  title: 'Glemt passord',
  lead: 'Skriv inn e-postadressen du bruker hos oss, så sender vi deg en lenke for å lage nytt passord.',
  submit: 'Send lenke',
  submitting: 'Sender...',
  back: 'Tilbake til innlogging',
  /** The one answer for every address, whether it has an account or not. */
  sent: 'Hvis adressen har en konto hos oss, har vi sendt en lenke for å lage nytt passord.',
  sentHint: 'Lenken virker én gang og i én time. Finner du ikke e-posten, se etter den i søppelposten.',
} as const

/** 'Send bekreftelsen på nytt', offered after an unconfirmed sign-in, after a sign-up and on a broken confirmation link. */
export const confirmationResendText = {
  submit: 'Send bekreftelsen på nytt',
  submitting: 'Sender...',
  sent: 'Hvis adressen venter på bekreftelse, har vi sendt en ny lenke. Sjekk e-posten din.',
} as const

/** The address field of a request for a mail, whichever mail it asks for. */
export const mailRequestEmailLabel = 'E-post'

/** What a request for a mail can meet, whichever mail it asks for. */
export const mailRequestProblems = {
  invalidEmail: 'Vennligst oppgi en gyldig e-postadresse.',
  failed: 'Vi kunne ikke sende e-posten nå. Prøv igjen om litt.',
} as const

/** One mail a minute per address: how long is left before the next, e.g. '42 sekunder'. */
export function mailWaitMessage(secondsLeft: number): string {
  const unit = secondsLeft === 1 ? 'sekund' : 'sekunder'
  return `Vi sendte nylig en e-post til denne adressen. Du kan be om en ny om ${secondsLeft} ${unit}.`
}

/** An account mail's link that the backend refused (expired, used or altered), and the way on from any broken link. */
export const brokenLinkText = {
  title: 'Lenken er utløpt eller allerede brukt',
  confirmation: 'Lenken i e-posten virker bare én gang og i én time.',
  recovery: 'Lenken for nytt passord virker bare én gang og i én time.',
  askAgain: 'Skriv inn e-postadressen din, så sender vi deg en ny.',
  signIn: {
    confirmation: { before: 'Har du alt bekreftet adressen? ', link: { label: 'Gå til innlogging', href: '/auth' }, after: '.' },
    recovery: { before: 'Husker du passordet likevel? ', link: { label: 'Gå til innlogging', href: '/auth' }, after: '.' },
  },
} as const
