import { CODE_PROBLEMS } from '../../messages/twoStep'
import type { Problem } from '../../messages/toast'
import { OFFLINE_TOAST } from '../../messages/offline'
import { isOffline } from '../offline'
import { asAuthFailure } from './authFailure'

/** The code as an authenticator app shows it ("123 456", "123-456"), with the spaces and dashes left out. */
export function codeOf(typed: string): string {
  return typed.replace(/[\s-]/g, '')
}

/** Whether the typed code can be one: six digits once spaces and dashes are left out. */
export function isSixDigits(typed: string): boolean {
  return /^\d{6}$/.test(codeOf(typed))
}

/** What a refused code tells: wrong, gone out, too many tries (429), no network, or anything else. */
export function codeFailure(error: unknown): Problem {
  if (isOffline(error)) return OFFLINE_TOAST
  const { code, status } = asAuthFailure(error)
  if (code === 'mfa_verification_failed') return CODE_PROBLEMS.wrong
  if (code === 'mfa_challenge_expired') return CODE_PROBLEMS.expired
  if (status === 429 || code === 'over_request_rate_limit') return CODE_PROBLEMS.tooManyTries
  return CODE_PROBLEMS.other
}
