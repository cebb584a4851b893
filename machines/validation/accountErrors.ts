import { dataExportProblems, deletionProblems, newPasswordProblems } from '../../messages/account'
import { OFFLINE_TOAST } from '../../messages/offline'
import { isOffline } from '../offline'
import { asAuthFailure } from './authFailure'
import { codeFailure } from './twoStepCode'

/**
 * The whole seconds the backend asks to wait before it sends another mail to the address
 * (`over_email_send_rate_limit`, 'For security purposes, you can only request this after 42 seconds.'),
 * or null for any other failure, including the hour's limit for all addresses, which names no time.
 */
export function secondsUntilNextMail(error: unknown): number | null {
  const { code, message = '' } = asAuthFailure(error)
  if (code !== 'over_email_send_rate_limit') return null
  const seconds = /after (\d+) seconds?/.exec(message)
  return seconds ? Math.max(1, Number(seconds[1])) : null
}

/** A mail link's token the backend does not take: expired, used, altered or never issued. */
export function isBrokenLink(error: unknown): boolean {
  if (isOffline(error)) return false
  const { code, status } = asAuthFailure(error)
  return code === 'otp_expired' || code === 'validation_failed' || (status !== undefined && status >= 400 && status < 500)
}

/** Why the backend refused a new password, in the words of messages/account.ts. */
export function newPasswordFailure(error: unknown): string {
  if (isOffline(error)) return OFFLINE_TOAST.message
  const { code } = asAuthFailure(error)
  if (code?.startsWith('mfa_')) return codeFailure(error).message
  if (code === 'same_password') return newPasswordProblems.samePassword
  if (code === 'weak_password') return newPasswordProblems.weakPassword
  if (code === 'invalid_credentials') return newPasswordProblems.wrongCurrentPassword
  return newPasswordProblems.failed
}

/** Why the account could not be deleted, in the words of messages/account.ts. */
export function deletionFailure(error: unknown): string {
  if (isOffline(error)) return OFFLINE_TOAST.message
  const { code } = asAuthFailure(error)
  if (code === 'wrong_password') return deletionProblems.wrongPassword
  if (code === 'rate_limited') return deletionProblems.tooManyTries
  if (code === 'not_signed_in') return deletionProblems.signedOut
  return deletionProblems.failed
}

/** What 'Last ned dataene mine' says for the `account-data` function's refusal, or for being offline. */
export function dataExportFailure(error: unknown): string {
  if (isOffline(error)) return OFFLINE_TOAST.message
  const { code } = asAuthFailure(error)
  if (code === 'rate_limited') return dataExportProblems.tooMany
  if (code === 'not_signed_in' || code === 'insufficient_aal') return dataExportProblems.signedOut
  return dataExportProblems.failed
}
