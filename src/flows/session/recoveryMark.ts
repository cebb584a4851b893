import type { AuthChangeEvent } from '../../../machines/auth.machine'
import type { KeyValueStore } from '../../runtime/browserStorage'

/** Set while this browser holds a recovery link's session whose new password is not saved yet. */
export const RECOVERY_PENDING_KEY = 'password_recovery_pending'

/**
 * The auth client's event as the auth machine is to see it. The client stores a recovery session like
 * any other and, after a reload, reports it as INITIAL_SESSION; the backend does not mark it either.
 * So this browser marks it when the recovery starts and unmarks it once the password is set or the
 * session ends, and a marked session is reported as the recovery it still is: it may only set a password.
 */
export function recoveryAwareEvent(event: AuthChangeEvent, hasSession: boolean, storage: KeyValueStore): AuthChangeEvent {
  if (event === 'PASSWORD_RECOVERY') storage.set(RECOVERY_PENDING_KEY, '1')
  else if (!hasSession || event === 'USER_UPDATED' || event === 'SIGNED_IN') storage.remove(RECOVERY_PENDING_KEY)
  else if (storage.get(RECOVERY_PENDING_KEY) !== null) return 'PASSWORD_RECOVERY'
  return event
}
