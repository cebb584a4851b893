import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RETRY_BATCH_SIZE } from '../../supabase/functions/_shared/mailDelivery'
import { MAX_MAIL_ATTEMPTS } from '../../supabase/functions/_shared/mailRetries'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import type { LocalStack } from '../../supabase/local/stack'
import { emptyTally, recordTally } from '../../tools/stressAndLoad/tally'
import { change, countedRequests, deliveries, due, FAULTS_SUITE, rows, store } from './support/notificationRetries'
import { anonClient, OWN_STACK_PORTS, serviceClient, startTestStack } from './support/stack'

const tally = emptyTally(FAULTS_SUITE)
afterAll(() => recordTally(tally))
const { send, retryRun, retrySummary } = countedRequests(tally)

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
