import { createClientKey, rateLimitSubject } from '../../../supabase/functions/send-contact-notification/clientKey'
import { CONTACT_RATE_LIMIT } from '../../../supabase/functions/send-contact-notification/limits'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import { serviceClient } from './stack'

/** The stored messages of `subject`, read with the service role of the stack `client` speaks to. */
export async function storedMessages(subject: string, client = serviceClient()) {
  const { data } = await client
    .from('contact_messages')
    .select('id, name, message, notification_status, notification_error')
    .eq('subject', subject)
  return data ?? []
}

/** Posts a valid message to the function of the stack at `url`, as a visitor would; the answer's status. */
export async function send(url: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${url}/functions/v1/send-contact-notification`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  await response.body?.cancel()
  return response.status
}

/**
 * How many messages the function has stored for this machine (127.0.0.1) in the current window, by
 * the key it counts a client by. Other tests store rows under keys of their own, and the files run
 * in no fixed order, so counting every row would count theirs too.
 */
export async function storedFromThisMachine(): Promise<number> {
  const key = await createClientKey(SERVICE_ROLE_KEY)(rateLimitSubject('127.0.0.1'))
  const since = new Date(Date.now() - CONTACT_RATE_LIMIT.windowMs).toISOString()
  const { data, error } = await serviceClient().from('contact_messages').select('id').eq('client_key', key).gte('created_at', since)
  if (error) throw error
  return data.length
}
