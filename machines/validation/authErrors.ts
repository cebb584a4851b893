import { SIGN_IN_FAILED_TITLE, SIGN_IN_FAILURE_MESSAGES, SIGN_UP_FAILED_TITLE, SIGN_UP_FAILURE_MESSAGES } from '../../src/content/authForm'
import { OFFLINE_TOAST } from '../../src/content/offline'
import { isOffline } from '../offline'
import { asAuthFailure } from './authFailure'
import type { CredentialsProblem } from './credentials'

/** The toast for a sign-in the backend refused: wrong credentials, an unconfirmed address, or anything else. */
export function signInFailure(error: unknown): CredentialsProblem {
  if (isOffline(error)) return OFFLINE_TOAST
  return { title: SIGN_IN_FAILED_TITLE, message: signInFailureMessage(error) }
}

/**
 * The toast for a sign-up the backend refused: an address already registered, a password too short,
 * a password the backend calls weak (`weak_password`, told as the policy not being met; see
 * docs/decisions.md, 'Passwords on sign-in and sign-up'), or anything else.
 */
export function signUpFailure(error: unknown): CredentialsProblem {
  if (isOffline(error)) return OFFLINE_TOAST
  return { title: SIGN_UP_FAILED_TITLE, message: signUpFailureMessage(error) }
}

/** A sign-in refused because the address is not confirmed yet, so the confirmation mail may be sent again. */
export function isEmailNotConfirmed(error: unknown): boolean {
  const { message = '', code } = asAuthFailure(error)
  return code === 'email_not_confirmed' || message.includes('Email not confirmed')
}

function signInFailureMessage(error: unknown): string {
  const { message = '', code } = asAuthFailure(error)
  if (code === 'invalid_credentials' || message.includes('Invalid login credentials')) return SIGN_IN_FAILURE_MESSAGES.invalidCredentials
  if (isEmailNotConfirmed(error)) return SIGN_IN_FAILURE_MESSAGES.emailNotConfirmed
  return SIGN_IN_FAILURE_MESSAGES.other
}

function signUpFailureMessage(error: unknown): string {
  const { message = '', code } = asAuthFailure(error)
  if (code === 'user_already_exists' || message.includes('User already registered')) return SIGN_UP_FAILURE_MESSAGES.alreadyRegistered
  if (message.includes('Password cannot be longer than')) return SIGN_UP_FAILURE_MESSAGES.passwordTooLong
  if (message.includes('Password should be at least 6 characters')) return SIGN_UP_FAILURE_MESSAGES.passwordTooShort
  if (code === 'weak_password') return SIGN_UP_FAILURE_MESSAGES.weakPassword
  return SIGN_UP_FAILURE_MESSAGES.other
}
