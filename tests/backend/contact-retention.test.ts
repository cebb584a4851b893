import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/stack'
import { dataProcessing } from '../../src/dataProcessing.config'
import { message } from './support/contactMessage'
import { anonClient, API_URL, OWN_STACK_PORTS, serviceClient, startTestStack } from './support/stack'

const PERIOD_MS = dataProcessing.retention.contactMessagesDays * 24 * 60 * 60 * 1000
const MINUTE_MS = 60_000

/** Stores a contact message as if it had come `ageMs` ago; its id. */
async function storedMessage(ageMs: number, extra: Record<string, unknown> = {}, url = API_URL): Promise<string> {
  const id = crypto.randomUUID()
  const { error } = await serviceClient(url)
    .from('contact_messages')
    .insert({ ...message, id, client_key: 'retention-test', created_at: new Date(Date.now() - ageMs).toISOString(), ...extra })
  if (error) throw error
  return id
}

async function remaining(ids: readonly string[], url = API_URL): Promise<string[]> {
  const { data, error } = await serviceClient(url)
    .from('contact_messages')
    .select('id')
    .in('id', [...ids])
  if (error) throw error
  return ids.filter((id) => (data as { id: string }[]).some((row) => row.id === id))
}

describe('delete_expired_contact_messages', () => {
  it('deletes the messages older than the privacy statement’s period and keeps the younger ones', async () => {
    const expired = await storedMessage(PERIOD_MS + MINUTE_MS, { notification_status: 'sent' })
    const expiredUnsent = await storedMessage(PERIOD_MS + MINUTE_MS, { notification_status: 'failed', notification_attempts: 10 })
    const young = await storedMessage(PERIOD_MS - MINUTE_MS, { notification_status: 'sent' })

    const { data, error } = await serviceClient().rpc('delete_expired_contact_messages')
    expect(error).toBeNull()
    expect(data).toBeGreaterThanOrEqual(2)
    expect(await remaining([expired, expiredUnsent, young])).toEqual([young])
  })

  it('leaves an expired message whose notification is being sent right now for the next run', async () => {
    const sending = await storedMessage(PERIOD_MS + MINUTE_MS, {
      notification_claim: crypto.randomUUID(),
      notification_next_attempt_at: new Date(Date.now() + 2 * MINUTE_MS).toISOString(),
    })
    const abandoned = await storedMessage(PERIOD_MS + MINUTE_MS, {
      notification_claim: crypto.randomUUID(),
      notification_next_attempt_at: new Date(Date.now() - MINUTE_MS).toISOString(),
    })

    expect((await serviceClient().rpc('delete_expired_contact_messages')).error).toBeNull()
    expect(await remaining([sending, abandoned])).toEqual([sending])
  })

  it('may be run by the service role only', async () => {
    const expired = await storedMessage(PERIOD_MS + MINUTE_MS)

    const { error } = await anonClient().rpc('delete_expired_contact_messages')
    expect(error?.code).toBe('42501')
    expect(await remaining([expired])).toEqual([expired])
  })
})

describe('the local stack', () => {
  // Started before the test, so a slow start counts against the hook's minute, not the test's half.
  let stack: LocalStack
  beforeAll(async () => {
    stack = await startTestStack({
      port: OWN_STACK_PORTS.contactRetention,
      notificationRetryIntervalMs: null,
      retentionIntervalMs: 200,
    })
  })
  afterAll(() => stack?.stop())

  it('runs the job on its own, as Supabase Cron does on a hosted project', async () => {
    const expired = await storedMessage(PERIOD_MS + MINUTE_MS, {}, stack.url)
    const young = await storedMessage(PERIOD_MS - MINUTE_MS, {}, stack.url)
    await expect.poll(() => remaining([expired, young], stack.url), { timeout: 10_000 }).toEqual([young])
  })
})
