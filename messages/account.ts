/** What the account's flows tell: confirmation, a new password, 'Logg ut overalt', the data export and the deletion. */
import type { ToastText } from './toast'

export const EMAIL_CONFIRMED: ToastText = { title: 'E-postadressen er bekreftet', message: 'Du er nå logget inn.', type: 'success' }

/** What saving a new password can meet, on /nytt-passord and on 'Min konto'. */
export const newPasswordProblems = {
  samePassword: 'Det nye passordet må være et annet enn det gamle.',
  weakPassword: 'Passordet oppfyller ikke kravene.',
  wrongCurrentPassword: 'Nåværende passord er feil.',
  failed: 'Vi kunne ikke lagre passordet. Prøv igjen.',
} as const

export const PASSWORD_RESET: ToastText = {
  title: 'Passordet er endret',
  message: 'Du er nå logget inn med det nye passordet.',
  type: 'success',
}

export const PASSWORD_CHANGED: ToastText = {
  title: 'Passordet er endret',
  message: 'Bruk det nye passordet neste gang du logger inn.',
  type: 'success',
}

export const SIGNED_OUT_EVERYWHERE: ToastText = {
  title: 'Logget ut overalt',
  message: 'Du er logget ut på alle enheter.',
  type: 'success',
}

export const ACCOUNT_DELETED: ToastText = {
  title: 'Kontoen er slettet',
  message: 'Vi har slettet kontoen og dataene knyttet til den.',
  type: 'success',
}

export const SIGN_OUT_EVERYWHERE_FAILED: ToastText = {
  title: 'Utlogging mislyktes',
  message: 'Vi kunne ikke logge deg ut på alle enheter. Sjekk nettforbindelsen og prøv igjen.',
  type: 'error',
}

/** A field of 'Min konto' left empty. */
export const accountFieldProblems = {
  currentPasswordMissing: 'Skriv inn det nåværende passordet.',
  passwordMissing: 'Skriv inn passordet ditt.',
} as const

/** What 'Slett kontoen' can meet. */
export const deletionProblems = {
  emailMismatch: 'Skriv e-postadressen til kontoen nøyaktig slik den står over.',
  wrongPassword: 'Passordet er feil.',
  tooManyTries: 'For mange forsøk med feil passord. Vent ti minutter før du prøver igjen.',
  signedOut: 'Du er ikke lenger logget inn. Logg inn på nytt for å slette kontoen.',
  failed: 'Vi kunne ikke slette kontoen nå. Prøv igjen.',
} as const

export const DATA_EXPORTED: ToastText = {
  title: 'Dataene dine er lastet ned',
  message: 'Filen ligger der nettleseren lagrer nedlastinger.',
  type: 'success',
}

/** What 'Last ned dataene mine' can meet. */
export const dataExportProblems = {
  tooMany: 'Du har lastet ned dataene dine mange ganger den siste timen. Prøv igjen om en time.',
  signedOut: 'Du er ikke lenger logget inn. Logg inn på nytt for å laste ned dataene dine.',
  failed: 'Vi kunne ikke hente dataene dine nå. Prøv igjen.',
} as const
