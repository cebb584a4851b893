import type { ContactMessage } from '../_shared/contact.ts'
import type { RateLimit } from './limits.ts'

/** A stored message: its id, and whether an earlier call with the same idempotency key stored it. */
export interface StoredMessage {
  id: string
  repeated: boolean
}

type NotificationUpdate = Record<string, string | number | null>

/** The contact_messages table and its store_contact_message function, reached over the Data API with the service role. */
export function createMessageStore(supabaseUrl: string, serviceRoleKey: string) {
  const table = `${supabaseUrl}/rest/v1/contact_messages`
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  }

  async function request(url: string, init: RequestInit): Promise<Response> {
    const response = await fetch(url, { ...init, headers: { ...headers, ...init.headers } })
    if (!response.ok) throw new Error(`contact_messages: ${response.status} ${await response.text()}`)
    return response
  }

  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await request(`${supabaseUrl}/rest/v1/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) })
    return (await response.json()) as unknown
  }

  async function update(id: string, values: NotificationUpdate): Promise<void> {
    await request(`${table}?id=eq.${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(values) })
  }

  return {
    /**
     * Stores the message unless its sender already has `limit.messages` messages in the window: the
     * database function store_contact_message counts and inserts in one step, under a lock per client
     * key, so simultaneous messages cannot all pass the count. With an idempotency key, a message
     * already stored under that key is found instead of stored again (store_contact_message_once).
     * The message's id and whether an earlier call stored it, or null when over the limit.
     */
    async store(message: ContactMessage, clientKey: string, limit: RateLimit, idempotencyKey: string | null): Promise<StoredMessage | null> {
      const args = { ...message, client_key: clientKey, max_messages: limit.messages, window_seconds: Math.ceil(limit.windowMs / 1000) }
      if (idempotencyKey === null) {
        const id = await rpc('store_contact_message', args)
        if (id !== null && typeof id !== 'string') throw new Error(`store_contact_message: unexpected answer ${JSON.stringify(id)}`)
        return id === null ? null : { id, repeated: false }
      }
      const answer = (await rpc('store_contact_message_once', { ...args, idempotency_key: idempotencyKey })) as Partial<StoredMessage> | null
      if (answer?.id === null) return null
      if (typeof answer?.id !== 'string' || typeof answer.repeated !== 'boolean')
        throw new Error(`store_contact_message_once: unexpected answer ${JSON.stringify(answer)}`)
      return { id: answer.id, repeated: answer.repeated }
    },
    markNotified: (id: string) =>
      update(id, {
        notification_status: 'sent',
        notification_attempts: 1,
        notified_at: new Date().toISOString(),
        notification_error: null,
      }),
    markNotificationFailed: (id: string, error: string) =>
      update(id, { notification_status: 'failed', notification_attempts: 1, notification_error: error.slice(0, 1000) }),
  }
}
