import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_BATCH_SIZE } from '../../supabase/functions/_shared/mailDelivery'
import { MAX_MAIL_ATTEMPTS } from '../../supabase/functions/_shared/mailRetries'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import { startInbox, type Inbox } from '../../supabase/local/mail'
import type { LocalStack } from '../../supabase/local/stack'
import { inboxAt } from '../../tools/stackClients/inbox'
import { emptyTally, recordTally } from '../../tools/stressAndLoad/tally'
import { message, OWNER } from './support/contactMessage'
import { anonClient, OWN_STACK_PORTS, serviceClient, startTestStack } from './support/stack'

/** How long one request of this file may take before it counts as hung. */
const REQUEST_BOUND_MS = 45_000

const tally = emptyTally('faults (backend)')
afterAll(() => recordTally(tally))

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

interface Row {
  id: string
  subject: string
  notification_status: 'pending' | 'sent' | 'failed'
  notification_attempts: number
  notification_error: string | null
  notification_next_attempt_at: string
}

async function rows(stack: LocalStack, ids: readonly string[]): Promise<Row[]> {
  const { data, error } = await serviceClient(stack.url)
    .from('contact_messages')
    .select('id, subject, notification_status, notification_attempts, notification_error, notification_next_attempt_at')
    .in('id', [...ids])
  if (error) throw error
  return [...(data as Row[])].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
}

/** Changes rows as the retry run would find them later, e.g. their next attempt reached: moves time for the database. */
async function change(stack: LocalStack, ids: readonly string[], values: Partial<Row>): Promise<void> {
  const { error } = await serviceClient(stack.url)
    .from('contact_messages')
    .update(values)
    .in('id', [...ids])
  if (error) throw error
}

const due = () => ({ notification_next_attempt_at: new Date(Date.now() - 1_000).toISOString() })

/** Stores a message straight through the database function, as the contact function does; its id. */
async function store(stack: LocalStack, subject: string): Promise<string> {
  const { data, error } = await serviceClient(stack.url).rpc('store_contact_message', {
    ...message,
    subject,
    client_key: `retries:${subject}`,
    max_messages: 1,
    window_seconds: 600,
  })
  if (error) throw error
  return data as string
}

/** How many notifications of each subject the inbox at `inboxUrl` holds. */
async function deliveries(inboxUrl: string, subjects: readonly string[]): Promise<number[]> {
  const mails = await inboxAt(inboxUrl).mailsTo(OWNER)
  return subjects.map((subject) => mails.filter((mail) => mail.subject === `Ny henvendelse: ${subject}`).length)
}

/** Seconds from now until `iso`. */
const secondsUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 1000

describe('contact notifications while the mail server is down, and once it is back', () => {
  const PORT = OWN_STACK_PORTS.mailServerBack
  const SMTP_PORT = PORT + 5
  const subjects = ['Nede 1', 'Nede 2', 'Nede 3']
  let stack: LocalStack
  let mailServer: Inbox | undefined
  const ids: string[] = []

  beforeAll(async () => {
    // Nothing listens on SMTP_PORT until the test starts a mail server there. The retry run goes
    // every 300 ms, as Supabase Cron would every minute.
    stack = await startTestStack({
      port: PORT,
      functionEnv: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
      notificationRetryIntervalMs: 300,
    })
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
    await mailServer?.stop()
  })

  it('stores every message and marks it failed after one attempt, to try again in a minute', async () => {
    tally.cases += 1
    for (const subject of subjects) ids.push(await send(stack, subject))
    await expect
      .poll(async () => (await rows(stack, ids)).map((row) => row.notification_status), { timeout: 20_000 })
      .toEqual(subjects.map(() => 'failed'))
    for (const row of await rows(stack, ids)) {
      expect(row).toMatchObject({ notification_attempts: 1, notification_error: expect.stringMatching(/ECONNREFUSED/) })
      expect(secondsUntil(row.notification_next_attempt_at)).toBeGreaterThan(45)
      expect(secondsUntil(row.notification_next_attempt_at)).toBeLessThanOrEqual(60)
    }
  }, 60_000)

  it('tries again on the stack’s timer once they are due, and waits twice as long after the second failure', async () => {
    tally.cases += 1
    await change(stack, ids, due())
    await expect
      .poll(async () => (await rows(stack, ids)).map((row) => row.notification_attempts), { timeout: 20_000 })
      .toEqual(subjects.map(() => 2))
    for (const row of await rows(stack, ids)) {
      expect(row.notification_status).toBe('failed')
      expect(secondsUntil(row.notification_next_attempt_at)).toBeGreaterThan(100)
      expect(secondsUntil(row.notification_next_attempt_at)).toBeLessThanOrEqual(120)
    }
  }, 30_000)

  it('delivers every message exactly once when the mail server is back', async () => {
    tally.cases += 1
    mailServer = await startInbox({ smtpPort: SMTP_PORT, webPort: PORT + 6 })
    await change(stack, ids, due())
    await expect
      .poll(async () => (await rows(stack, ids)).map((row) => row.notification_status), { timeout: 20_000 })
      .toEqual(subjects.map(() => 'sent'))
    expect((await rows(stack, ids)).map((row) => row.notification_attempts)).toEqual(subjects.map(() => 3))
    // Once more by hand, with every message due again: a sent message is never claimed again.
    await change(stack, ids, due())
    expect((await retrySummary(stack)).claimed).toBe(0)
    const counts = await deliveries(mailServer.inboxUrl, subjects)
    tally.lostRows += counts.filter((count) => count === 0).length
    tally.duplicates += counts.filter((count) => count > 1).length
    expect(counts).toEqual(subjects.map(() => 1))
  }, 30_000)
})

describe('the retry run and its claims', () => {
  let stack: LocalStack

  beforeAll(async () => {
    // No timer: every run in these tests is one the test makes.
    stack = await startTestStack({ port: OWN_STACK_PORTS.retryRuns, notificationRetryIntervalMs: null })
  }, 120_000)
  afterAll(() => stack?.stop())

  it('runs only for the service role: no token 401, the anon key or a made-up token refused', async () => {
    tally.cases += 1
    expect((await retryRun(stack, null)).status).toBe(401)
    expect((await retryRun(stack, 'not-a-jwt')).status).toBe(401)
    expect((await retryRun(stack, ANON_KEY)).status).toBe(403)
    expect((await retryRun(stack, SERVICE_ROLE_KEY, 'GET')).status).toBe(405)
    expect((await retryRun(stack)).status).toBe(200)
  }, 60_000)

  it('sends nothing before its next attempt is due, and nothing after the last attempt', async () => {
    tally.cases += 1
    const notDue = await store(stack, 'Ikke ennå')
    const givenUp = await store(stack, 'Gitt opp')
    await change(stack, [notDue], {
      notification_status: 'failed',
      notification_attempts: 1,
      notification_next_attempt_at: new Date(Date.now() + 60_000).toISOString(),
    })
    await change(stack, [givenUp], { notification_status: 'failed', notification_attempts: MAX_MAIL_ATTEMPTS, ...due() })
    expect(await retrySummary(stack)).toEqual({ claimed: 0, sent: 0, failed: 0 })
    expect((await rows(stack, [notDue, givenUp])).map((row) => [row.notification_status, row.notification_attempts])).toEqual([
      ['failed', 1],
      ['failed', MAX_MAIL_ATTEMPTS],
    ])
    expect(await deliveries(stack.inboxUrl, ['Ikke ennå', 'Gitt opp'])).toEqual([0, 0])

    // The last attempt allowed is still made.
    await change(stack, [givenUp], { notification_attempts: MAX_MAIL_ATTEMPTS - 1 })
    expect(await retrySummary(stack)).toEqual({ claimed: 1, sent: 1, failed: 0 })
    expect(await deliveries(stack.inboxUrl, ['Gitt opp'])).toEqual([1])
  }, 60_000)

  it('delivers each message once when runs overlap, however the batches fall', async () => {
    tally.cases += 1
    const subjects = Array.from({ length: RETRY_BATCH_SIZE + 5 }, (_, n) => `Samtidig ${n}`)
    const ids: string[] = []
    for (const subject of subjects) ids.push(await store(stack, subject))
    const summaries = await Promise.all([retrySummary(stack), retrySummary(stack), retrySummary(stack)])
    expect(summaries.reduce((sum, summary) => sum + summary.sent, 0)).toBe(subjects.length)
    expect(Math.max(...summaries.map((summary) => summary.claimed))).toBeLessThanOrEqual(RETRY_BATCH_SIZE)
    expect((await rows(stack, ids)).map((row) => [row.notification_status, row.notification_attempts])).toEqual(
      subjects.map(() => ['sent', 1]),
    )
    const counts = await deliveries(stack.inboxUrl, subjects)
    tally.lostRows += counts.filter((count) => count === 0).length
    tally.duplicates += counts.filter((count) => count > 1).length
    expect(counts).toEqual(subjects.map(() => 1))
  }, 60_000)

  it('never sends a new message twice when a run overlaps its first send', async () => {
    tally.cases += 1
    const subjects = Array.from({ length: 5 }, (_, n) => `Første sending ${n}`)
    const runs: Promise<unknown>[] = []
    const ids: string[] = []
    for (const subject of subjects) {
      ids.push(await send(stack, subject))
      runs.push(retrySummary(stack))
    }
    await Promise.all(runs)
    await expect
      .poll(async () => (await rows(stack, ids)).map((row) => row.notification_status), { timeout: 20_000 })
      .toEqual(subjects.map(() => 'sent'))
    expect((await rows(stack, ids)).map((row) => row.notification_attempts)).toEqual(subjects.map(() => 1))
    const counts = await deliveries(stack.inboxUrl, subjects)
    tally.lostRows += counts.filter((count) => count === 0).length
    tally.duplicates += counts.filter((count) => count > 1).length
    expect(counts).toEqual(subjects.map(() => 1))
  }, 60_000)

  const claimArgs = { max_messages: 1, max_attempts: MAX_MAIL_ATTEMPTS, lease_seconds: 120 }
  const claim = (messageId: string) => serviceClient(stack.url).rpc('claim_contact_notifications', { ...claimArgs, message_id: messageId })
  const finish = (messageId: string, claimToken: string, failure: string | null) =>
    serviceClient(stack.url).rpc('finish_contact_notification', {
      message_id: messageId,
      claim: claimToken,
      failure,
      retry_after_seconds: 60,
    })

  it('lets only the current claim record an outcome: a sender whose lease ran out changes nothing', async () => {
    tally.cases += 1
    const id = await store(stack, 'Utløpt lån')
    const first = await claim(id)
    expect(first.data).toEqual([expect.objectContaining({ id, attempt: 1 })])
    expect((await claim(id)).data).toEqual([])

    await change(stack, [id], due()) // the first sender's lease has run out
    const second = await claim(id)
    expect(second.data).toEqual([expect.objectContaining({ id, attempt: 2 })])
    expect((await finish(id, first.data[0].claim, null)).data).toBe(false)
    expect((await rows(stack, [id]))[0]).toMatchObject({ notification_status: 'pending', notification_attempts: 2 })
    expect((await finish(id, second.data[0].claim, null)).data).toBe(true)
    expect((await finish(id, second.data[0].claim, 'for sent')).data).toBe(false)
    expect((await rows(stack, [id]))[0]).toMatchObject({ notification_status: 'sent', notification_error: null })
  })

  it('lets no visitor claim or record notifications', async () => {
    tally.cases += 1
    const id = await store(stack, 'Ikke for besøkende')
    const visitor = anonClient(stack.url)
    expect((await visitor.rpc('claim_contact_notifications', { ...claimArgs, message_id: id })).error?.code).toBe('42501')
    const recorded = await visitor.rpc('finish_contact_notification', { message_id: id, claim: id, failure: null, retry_after_seconds: 60 })
    expect(recorded.error?.code).toBe('42501')
    expect((await rows(stack, [id]))[0]).toMatchObject({ notification_status: 'pending', notification_attempts: 0 })
  })
})
