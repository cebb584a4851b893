/** What sign-in and sign-up on /auth tell: the toasts after, the problems before and after sending, the password rules. */
import type { Problem, ToastText } from './toast'

export const SIGN_IN_SUCCESS: ToastText = { title: 'Innlogget', message: 'Du er nå logget inn.', type: 'success' }

export const SIGN_UP_SUCCESS: ToastText = {
  title: 'Registrering vellykket',
  message: 'Sjekk e-posten din for bekreftelse.',
  type: 'success',
}

/** What was typed and refused before anything is sent. */
export const INVALID_EMAIL: Problem = { title: 'Ugyldig e-post', message: 'Vennligst oppgi en gyldig e-postadresse.' }

export const INVALID_PASSWORD: Problem = { title: 'Ugyldig passord', message: 'Passord må være minst 6 tegn langt.' }

export const PASSWORDS_DIFFER: Problem = { title: 'Passord matcher ikke', message: 'Passordene må være identiske.' }

/** A sign-in the backend refused: the toast's title, and its message for each kind of failure. */
export const SIGN_IN_FAILED_TITLE = 'Innlogging mislyktes'

export const SIGN_IN_FAILURE_MESSAGES = {
  invalidCredentials: 'Ugyldig e-post eller passord.',
  emailNotConfirmed: 'E-post ikke bekreftet. Sjekk e-posten din.',
  other: 'En feil oppstod under innlogging.',
} as const

/** A sign-up the backend refused: the toast's title, and its message for each kind of failure. */
export const SIGN_UP_FAILED_TITLE = 'Registrering mislyktes'

export const SIGN_UP_FAILURE_MESSAGES = {
  alreadyRegistered: 'Bruker er allerede registrert.',
  passwordTooShort: 'Passord må være minst 6 tegn langt.',
  passwordTooLong: 'Passordet kan være høyst 72 tegn langt, der æ, ø og å teller som to.',
  weakPassword: 'Passordet oppfyller ikke kravene.',
  other: 'En feil oppstod under registrering.',
} as const

/** A sign-up password longer than the backend takes (72 bytes), refused before it is sent. */
export const PASSWORD_TOO_LONG: Problem = { title: 'Ugyldig passord', message: SIGN_UP_FAILURE_MESSAGES.passwordTooLong }

/** The message of each sign-up password rule; a refused sign-up shows the first that fails. */
export const PASSWORD_RULE_MESSAGES = {
  length: 'Passord må være minst 8 tegn',
  uppercase: 'Passord må inneholde minst én stor bokstav',
  lowercase: 'Passord må inneholde minst én liten bokstav',
  digit: 'Passord må inneholde minst ett tall',
  special: 'Passord må inneholde minst ett spesialtegn',
  notCommon: 'Passordet er for svakt',
} as const
