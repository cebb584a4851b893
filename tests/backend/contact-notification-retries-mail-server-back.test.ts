import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInbox, type Inbox } from '../../supabase/local/mail'
import type { LocalStack } from '../../supabase/local/stack'
import { emptyTally, recordTally } from '../../tools/stressAndLoad/tally'
import { change, countedRequests, deliveries, due, FAULTS_SUITE, type Row, rows, secondsUntil } from './support/notificationRetries'
import { OWN_STACK_PORTS, startTestStack } from './support/stack'

const tally = emptyTally(FAULTS_SUITE)
afterAll(() => recordTally(tally))
const { send, retrySummary } = countedRequests(tally)

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
    // Claimed is not done: the attempt's outcome, stored as its claim is let go, would undo a later change.
    const finished = (row: Row) => (row.notification_claim === null ? row.notification_attempts : 'sending')
    await expect.poll(async () => (await rows(stack, ids)).map(finished), { timeout: 20_000 }).toEqual(subjects.map(() => 2))
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
    // A message not sent shows its error, so a failure here says why the mail server refused it.
    const outcome = (row: Row) => (row.notification_status === 'sent' ? 'sent' : `${row.notification_status}: ${row.notification_error}`)
    await expect.poll(async () => (await rows(stack, ids)).map(outcome), { timeout: 20_000 }).toEqual(subjects.map(() => 'sent'))
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
