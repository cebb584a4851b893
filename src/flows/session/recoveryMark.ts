import type { AuthChangeEvent } from '../../../machines/auth.machine'
import type { KeyValueStore } from '../../runtime/browserStorage'
import { claimsOf } from '../../../supabase/functions/_shared/contract/twoStep'

/** Set while this browser holds a recovery link's session whose new password is not saved yet. */
export const RECOVERY_PENDING_KEY = 'password_recovery_pending'

/**
 * The auth client's event as the auth machine is to see it. The client stores a recovery session like
 * any other and, after a reload, reports it as INITIAL_SESSION; the backend does not mark it either.
 * So this browser marks it, by its session's id, when the recovery starts and unmarks it once the password
 * is set, the session ends or another session signs in, and a marked session is reported as the recovery it
 * still is: it may only set a password. A reload reports the stored session as SIGNED_IN first: the same
 * session, still the recovery.
 */
export function recoveryAwareEvent(
  event: AuthChangeEvent,
  session: { access_token: string } | null,
  storage: KeyValueStore,
): AuthChangeEvent {
  const sessionId = session ? String(claimsOf(session.access_token).session_id ?? '') : ''
  const mark = storage.get(RECOVERY_PENDING_KEY)
  if (event === 'PASSWORD_RECOVERY') storage.set(RECOVERY_PENDING_KEY, sessionId)
  else if (!session || event === 'USER_UPDATED' || (event === 'SIGNED_IN' && mark !== sessionId)) storage.remove(RECOVERY_PENDING_KEY)
  else if (mark !== null) return 'PASSWORD_RECOVERY'
  return event
}
