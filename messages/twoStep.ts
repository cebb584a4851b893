/** What the second step of a sign-in tells: the code's problems before and after sending, and the toast after. */
import type { Problem } from './toast'
import { SIGN_IN_FAILED_TITLE, SIGN_IN_FAILURE_MESSAGES } from './authForm'

export { SIGN_IN_SUCCESS as CODE_ACCEPTED } from './authForm'

export const CODE_PROBLEMS = {
  /** Not six digits once spaces and dashes are left out; nothing is sent. */
  notSixDigits: { title: 'Ugyldig kode', message: 'Koden har seks sifre. Skriv den slik appen viser den.' },
  wrong: { title: 'Feil kode', message: 'Koden stemmer ikke. Skriv inn koden appen viser nå.' },
  expired: { title: 'Koden gikk ut', message: 'Det tok for lang tid. Skriv inn koden appen viser nå.' },
  tooManyTries: { title: 'For mange forsøk', message: 'Vent et minutt, og prøv igjen med koden appen viser da.' },
  other: { title: SIGN_IN_FAILED_TITLE, message: SIGN_IN_FAILURE_MESSAGES.other },
} as const satisfies Record<string, Problem>
