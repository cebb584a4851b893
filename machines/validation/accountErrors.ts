import { newPasswordProblems } from '../../src/content/account'
import { OFFLINE_TOAST } from '../../src/content/offline'
import { isOffline } from '../offline'

/** What an auth call rejects with, as far as the account flows read it: the client's error, or anything thrown. */
interface AuthCallFailure {
  code?: string
  message?: string
  status?: number
}

function asFailure(error: unknown): AuthCallFailure {
  if (typeof error !== 'object' || error === null) return {}
  const { code, message, status } = error as Record<string, unknown>
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    status: typeof status === 'number' ? status : undefined,
  }
}

/**
 * The whole seconds the backend asks to wait before it sends another mail to the address
 * (`over_email_send_rate_limit`, 'For security purposes, you can only request this after 42 seconds.'),
 * or null for any other failure, including the hour's limit for all addresses, which names no time.
 */
export function secondsUntilNextMail(error: unknown): number | null {
  const { code, message = '' } = asFailure(error)
  if (code !== 'over_email_send_rate_limit') return null
  const seconds = /after (\d+) seconds?/.exec(message)
  return seconds ? Math.max(1, Number(seconds[1])) : null
}

/** A mail link's token the backend does not take: expired, used, altered or never issued. */
export function isBrokenLink(error: unknown): boolean {
  if (isOffline(error)) return false
  const { code, status } = asFailure(error)
  return code === 'otp_expired' || code === 'validation_failed' || (status !== undefined && status >= 400 && status < 500)
}

/** Why the backend refused a new password, in the words of src/content/account.ts. */
export function newPasswordFailure(error: unknown): string {
  if (isOffline(error)) return OFFLINE_TOAST.message
  const { code } = asFailure(error)
  if (code === 'same_password') return newPasswordProblems.samePassword
  if (code === 'weak_password') return newPasswordProblems.weakPassword
  if (code === 'invalid_credentials') return newPasswordProblems.wrongCurrentPassword
  return newPasswordProblems.failed
}
