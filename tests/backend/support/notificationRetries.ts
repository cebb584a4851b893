import { expect } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/local/keys'
import type { LocalStack } from '../../../supabase/local/stack'
import { inboxAt } from '../../../tools/stackClients/inbox'
import type { StressTally } from '../../../tools/stressAndLoad/tally'
import { message, OWNER } from './contactMessage'
import { serviceClient } from './stack'

/** The suite the retry tests count towards in the stress summary (`npm run test:stress`). */
export const FAULTS_SUITE = 'faults (backend)'

/** How long one request of these tests may take before it counts as hung. */
const REQUEST_BOUND_MS = 45_000

/** The requests of the retry tests, each counted in `tally` for the stress summary. */
export function countedRequests(tally: StressTally) {
  /** fetch, counted for the stress summary: every request, every 5xx answer, every request that got no answer in time. */
  async function counted(url: string, init: RequestInit): Promise<Response> {
    tally.requests += 1
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_BOUND_MS) })
      if (response.status >= 500) tally.serverErrors += 1
      return response
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') tally.hangs += 1
      throw error
    }
  }

  /** Posts a message to the contact function as a visitor; its id. */
  async function send(stack: LocalStack, subject: string): Promise<string> {
    const response = await counted(`${stack.url}/functions/v1/send-contact-notification`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...message, subject }),
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { id: string }).id
  }

  /** Calls the retry run as Supabase Cron does, with `token` (the service-role key unless given; null for none). */
  function retryRun(stack: LocalStack, token: string | null = SERVICE_ROLE_KEY, method = 'POST'): Promise<Response> {
    return counted(`${stack.url}/functions/v1/send-contact-notification/retry`, {
      method,
      headers: token === null ? {} : { Authorization: `Bearer ${token}` },
    })
  }

  async function retrySummary(stack: LocalStack): Promise<{ claimed: number; sent: number; failed: number }> {
    const response = await retryRun(stack)
    expect(response.status).toBe(200)
    return (await response.json()) as { claimed: number; sent: number; failed: number }
  }

  return { send, retryRun, retrySummary }
}

export interface Row {
  id: string
  subject: string
  notification_status: 'pending' | 'sent' | 'failed'
  notification_attempts: number
  notification_error: string | null
  notification_next_attempt_at: string
  /** The token of the run that holds the message while it sends; null once that attempt's outcome is stored. */
  notification_claim: string | null
}

export async function rows(stack: LocalStack, ids: readonly string[]): Promise<Row[]> {
  const { data, error } = await serviceClient(stack.url)
    .from('contact_messages')
    .select('id, subject, notification_status, notification_attempts, notification_error, notification_next_attempt_at, notification_claim')
    .in('id', [...ids])
  if (error) throw error
  return [...(data as Row[])].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

/** Changes rows as the retry run would find them later, e.g. their next attempt reached: moves time for the database. */
export async function change(stack: LocalStack, ids: readonly string[], values: Partial<Row>): Promise<void> {
  const { error } = await serviceClient(stack.url)
    .from('contact_messages')
    .update(values)
    .in('id', [...ids])
  if (error) throw error
}

export const due = () => ({ notification_next_attempt_at: new Date(Date.now() - 1_000).toISOString() })

/** Stores a message straight through the database function, as the contact function does; its id. */
export async function store(stack: LocalStack, subject: string): Promise<string> {
  const { data, error } = await serviceClient(stack.url).rpc('store_contact_message', {
    message: { ...message, subject },
    client_key: `retries:${subject}`,
    max_messages: 1,
    window_seconds: 600,
  })
  if (error) throw error
  return data as string
}

/** How many notifications of each subject the inbox at `inboxUrl` holds. */
export async function deliveries(inboxUrl: string, subjects: readonly string[]): Promise<number[]> {
  const mails = await inboxAt(inboxUrl).mailsTo(OWNER)
  return subjects.map((subject) => mails.filter((mail) => mail.subject === `Ny henvendelse: ${subject}`).length)
}

/** Seconds from now until `iso`. */
export const secondsUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 1000
