import { SIGN_IN_FAILED_TITLE, SIGN_IN_FAILURE_MESSAGES, SIGN_UP_FAILED_TITLE, SIGN_UP_FAILURE_MESSAGES } from '../../messages/authForm'
import { OFFLINE_TOAST } from '../../messages/offline'
import { isOffline } from '../offline'
import { asAuthFailure } from './authFailure'
import type { CredentialsField, CredentialsProblem } from './credentials'

/** The toast for a sign-in the backend refused: wrong credentials, an unconfirmed address, or anything else. */
export function signInFailure(error: unknown): CredentialsProblem {
  if (isOffline(error)) return OFFLINE_TOAST
  return { title: SIGN_IN_FAILED_TITLE, message: signInFailureMessage(error), field: isEmailNotConfirmed(error) ? 'email' : undefined }
}

/**
 * The toast for a sign-up the backend refused: an address already registered, a password too short,
 * a password the backend calls weak (`weak_password`, told as the policy not being met; see
 * docs/decisions.md, 'Passwords on sign-in and sign-up'), or anything else.
 */
export function signUpFailure(error: unknown): CredentialsProblem {
  if (isOffline(error)) return OFFLINE_TOAST
  const kind = signUpFailureKind(error)
  return { title: SIGN_UP_FAILED_TITLE, message: SIGN_UP_FAILURE_MESSAGES[kind], field: SIGN_UP_FAILURE_FIELDS[kind] }
}

/** A sign-in refused because the address is not confirmed yet, so the confirmation mail may be sent again. */
export function isEmailNotConfirmed(error: unknown): boolean {
  const { message = '', code } = asAuthFailure(error)
  return code === 'email_not_confirmed' || message.includes('Email not confirmed')
}

type SignUpFailureKind = keyof typeof SIGN_UP_FAILURE_MESSAGES

/** The field a refused sign-up's message also stands by; the rest stand below the form. */
const SIGN_UP_FAILURE_FIELDS: Record<SignUpFailureKind, CredentialsField | undefined> = {
  alreadyRegistered: 'email',
  passwordTooLong: 'password',
  passwordTooShort: 'password',
  weakPassword: 'password',
  other: undefined,
}

function signInFailureMessage(error: unknown): string {
  const { message = '', code } = asAuthFailure(error)
  if (code === 'invalid_credentials' || message.includes('Invalid login credentials')) return SIGN_IN_FAILURE_MESSAGES.invalidCredentials
  if (isEmailNotConfirmed(error)) return SIGN_IN_FAILURE_MESSAGES.emailNotConfirmed
  return SIGN_IN_FAILURE_MESSAGES.other
}

function signUpFailureKind(error: unknown): SignUpFailureKind {
  const { message = '', code } = asAuthFailure(error)
  if (code === 'user_already_exists' || message.includes('User already registered')) return 'alreadyRegistered'
  if (message.includes('Password cannot be longer than')) return 'passwordTooLong'
  if (message.includes('Password should be at least 6 characters')) return 'passwordTooShort'
  if (code === 'weak_password') return 'weakPassword'
  return 'other'
}
