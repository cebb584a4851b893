import { ANON_KEY } from '../../../supabase/local/keys'
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
