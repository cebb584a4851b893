import type { ContactMessage } from '../_shared/contact.ts'
import type { ClaimedNotification } from './delivery.ts'
import type { RateLimit } from './limits.ts'
import { CLAIM_LEASE_SECONDS, MAX_NOTIFICATION_ATTEMPTS, retryDelaySeconds } from './retries.ts'

/**
 * The contact_messages table through its database functions (store_contact_message,
 * claim_contact_notifications, finish_contact_notification), reached over the Data API with the service role.
 */
export function createMessageStore(supabaseUrl: string, serviceRoleKey: string) {
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  }

  /** Calls database function `name` with `args`; its answer as JSON. */
  async function call(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, { method: 'POST', headers, body: JSON.stringify(args) })
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`)
    return response.json()
  }

  return {
    /**
     * Stores the message unless its sender already has `limit.messages` messages in the window: the
     * database function store_contact_message counts and inserts in one step, under a lock per client
     * key, so simultaneous messages cannot all pass the count. The new id, or null when over the limit.
     */
    async store(message: ContactMessage, clientKey: string, limit: RateLimit): Promise<string | null> {
      const id = await call('store_contact_message', {
        ...message,
        client_key: clientKey,
        max_messages: limit.messages,
        window_seconds: Math.ceil(limit.windowMs / 1000),
      })
      if (id !== null && typeof id !== 'string') throw new Error(`store_contact_message: unexpected answer ${JSON.stringify(id)}`)
      return id
    },
    /** Claims up to `count` due notifications, or only that of `messageId`, for one attempt each. */
    async claim(count: number, messageId?: string): Promise<ClaimedNotification[]> {
      const claimed = await call('claim_contact_notifications', {
        max_messages: count,
        max_attempts: MAX_NOTIFICATION_ATTEMPTS,
        lease_seconds: CLAIM_LEASE_SECONDS,
        ...(messageId === undefined ? {} : { message_id: messageId }),
      })
      if (!Array.isArray(claimed)) throw new Error(`claim_contact_notifications: unexpected answer ${JSON.stringify(claimed)}`)
      return claimed as ClaimedNotification[]
    },
    /** Records the claimed attempt's outcome; false when the claim no longer held and nothing was recorded. */
    async finish(claimed: ClaimedNotification, failure: string | null): Promise<boolean> {
      const recorded = await call('finish_contact_notification', {
        message_id: claimed.id,
        claim: claimed.claim,
        failure,
        retry_after_seconds: retryDelaySeconds(claimed.attempt),
      })
      return recorded === true
    },
  }
}
