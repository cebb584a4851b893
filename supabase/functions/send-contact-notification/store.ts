import type { ContactMessage } from '../_shared/contact.ts'

type NotificationUpdate = Record<string, string | number | null>

/** The contact_messages table, reached over the Data API with the service role. */
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
    async countRecent(clientKey: string, since: Date): Promise<number> {
      const query = new URLSearchParams({ select: 'id', client_key: `eq.${clientKey}`, created_at: `gte.${since.toISOString()}` })
      const rows = (await (await request(`${table}?${query}`, { method: 'GET' })).json()) as unknown[]
      return rows.length
    },
    async store(message: ContactMessage, clientKey: string): Promise<string> {
      const response = await request(`${table}?select=id`, {
        method: 'POST',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify({ ...message, client_key: clientKey }),
      })
      const [row] = (await response.json()) as { id: string }[]
      if (!row) throw new Error('contact_messages: the insert returned no row')
      return row.id
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
