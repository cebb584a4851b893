import type { CredentialsProblem } from './credentials'

/** What a failed sign-in or sign-up actor rejects with: the auth client's error, or anything thrown. */
export interface AuthFailure {
  message?: string
  code?: string
}

export const SIGN_IN_FAILED_TITLE = 'Innlogging mislyktes'
export const SIGN_UP_FAILED_TITLE = 'Registrering mislyktes'

/** Spec §8: the page's toast for a failed sign-in. */
export function signInFailure(error: unknown): CredentialsProblem {
  return { title: SIGN_IN_FAILED_TITLE, message: signInFailureMessage(error) }
}

/** Spec §8: the page's toast for a failed sign-up. */
export function signUpFailure(error: unknown): CredentialsProblem {
  return { title: SIGN_UP_FAILED_TITLE, message: signUpFailureMessage(error) }
}

function signInFailureMessage(error: unknown): string {
  const { message = '', code } = asAuthFailure(error)
  if (code === 'invalid_credentials' || message.includes('Invalid login credentials')) return 'Ugyldig e-post eller passord.'
  if (code === 'email_not_confirmed' || message.includes('Email not confirmed')) return 'E-post ikke bekreftet. Sjekk e-posten din.'
  return 'En feil oppstod under innlogging.'
}

function signUpFailureMessage(error: unknown): string {
  const { message = '', code } = asAuthFailure(error)
  if (code === 'user_already_exists' || message.includes('User already registered')) return 'Bruker er allerede registrert.'
  if (message.includes('Password should be at least 6 characters')) return 'Passord må være minst 6 tegn langt.'
  if (code === 'weak_password') return 'Passordet oppfyller ikke kravene.'
  return 'En feil oppstod under registrering.'
}

function asAuthFailure(error: unknown): AuthFailure {
  if (typeof error !== 'object' || error === null) return {}
  const { message, code } = error as Record<string, unknown>
  return { message: typeof message === 'string' ? message : undefined, code: typeof code === 'string' ? code : undefined }
}
