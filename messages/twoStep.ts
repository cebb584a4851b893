/** What the second step of a sign-in tells: the code's problems before and after sending, and the toast after. */
import type { Problem, ToastText } from './toast'
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

/** What turning two-step sign-in on or off on 'Min konto' tells once done, or when it could not start. */
export const TWO_STEP_TOASTS = {
  on: { title: 'Totrinnsinnlogging er på', message: 'Neste gang du logger inn, ber vi om koden fra appen.', type: 'success' },
  off: { title: 'Totrinnsinnlogging er av', message: 'Du logger inn med bare passordet.', type: 'success' },
} as const satisfies Record<string, ToastText>

/** Setting it up could not start (no QR code came); the visitor may try again. */
export const SETUP_FAILED: ToastText = {
  title: 'Kunne ikke slå på totrinnsinnlogging',
  message: 'Noe gikk galt. Vent litt, og prøv igjen.',
  type: 'error',
}
