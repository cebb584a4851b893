import { createRpc } from '../_shared/rpc.ts'
import type { ContactMessage } from '../_shared/contract/contactForm.ts'
import type { ClaimedNotification } from './delivery.ts'
import type { RateLimit } from './limits.ts'
import { CLAIM_LEASE_SECONDS, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '../_shared/mailRetries.ts'

/** A stored message: its id, and whether an earlier call with the same idempotency key stored it. */
export interface StoredMessage {
  id: string
  repeated: boolean
}

/**
 * The contact_messages table through its database functions (store_contact_message,
 * claim_contact_notifications, finish_contact_notification), reached over the Data API with the service role.
 */
export function createMessageStore(supabaseUrl: string, serviceRoleKey: string) {
  const call = createRpc(supabaseUrl, serviceRoleKey)

  return {
    /**
     * Stores the message unless its sender already has `limit.messages` messages in the window: the
     * database function store_contact_message counts and inserts in one step, under a lock per client
     * key, so simultaneous messages cannot all pass the count. With an idempotency key, a message
     * already stored under that key is found instead of stored again (store_contact_message_once).
     * The message's id and whether an earlier call stored it, or null when over the limit.
     */
    async store(
      message: ContactMessage,
      clientKey: string,
      limit: RateLimit,
      idempotencyKey: string | null,
    ): Promise<StoredMessage | null> {
      const args = { message, client_key: clientKey, max_messages: limit.messages, window_seconds: Math.ceil(limit.windowMs / 1000) }
      if (idempotencyKey === null) {
        const id = await call('store_contact_message', args)
        if (id !== null && typeof id !== 'string') throw new Error(`store_contact_message: unexpected answer ${JSON.stringify(id)}`)
        return id === null ? null : { id, repeated: false }
      }
      const answer = (await call('store_contact_message_once', {
        ...args,
        idempotency_key: idempotencyKey,
      })) as Partial<StoredMessage> | null
      if (answer?.id === null) return null
      if (typeof answer?.id !== 'string' || typeof answer.repeated !== 'boolean')
        throw new Error(`store_contact_message_once: unexpected answer ${JSON.stringify(answer)}`)
      return { id: answer.id, repeated: answer.repeated }
    },
    /** Claims up to `count` due notifications, or only that of `messageId`, for one attempt each. */
    async claim(count: number, messageId?: string): Promise<ClaimedNotification[]> {
      const claimed = await call('claim_contact_notifications', {
        max_messages: count,
        max_attempts: MAX_MAIL_ATTEMPTS,
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
