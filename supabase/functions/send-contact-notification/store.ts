import type { ContactMessage } from '../_shared/contact.ts'
import type { RateLimit } from './limits.ts'

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

  async function update(id: string, values: NotificationUpdate): Promise<void> {
    await request(`${table}?id=eq.${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(values) })
  }

  return {
    /**
     * Stores the message unless its sender already has `limit.messages` messages in the window: the
     * database function store_contact_message counts and inserts in one step, under a lock per client
     * key, so simultaneous messages cannot all pass the count. The new id, or null when over the limit.
     */
    async store(message: ContactMessage, clientKey: string, limit: RateLimit): Promise<string | null> {
      const response = await request(`${supabaseUrl}/rest/v1/rpc/store_contact_message`, {
        method: 'POST',
        body: JSON.stringify({
          ...message,
          client_key: clientKey,
          max_messages: limit.messages,
          window_seconds: Math.ceil(limit.windowMs / 1000),
        }),
      })
      const id = (await response.json()) as unknown
      if (id !== null && typeof id !== 'string') throw new Error(`store_contact_message: unexpected answer ${JSON.stringify(id)}`)
      return id
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
