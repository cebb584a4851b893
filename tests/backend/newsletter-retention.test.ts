import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/stack'
import { dataProcessing } from '../../src/dataProcessing.config'
import {
  ago,
  changeSubscription,
  confirm,
  confirmationMailsAt,
  DAY_MS,
  drainConfirmations,
  HOUR_MS,
  signUp,
  subscriptionOf,
} from './support/newsletter'
import { API_URL, OWN_STACK_PORTS, serviceClient, startTestStack, uniqueEmail } from './support/stack'

const { newsletterUnconfirmedDays, newsletterAbuseHashHours } = dataProcessing.retention
const UNCONFIRMED_MS = newsletterUnconfirmedDays * DAY_MS
const HASH_MS = newsletterAbuseHashHours * HOUR_MS
const MINUTE_MS = 60_000

/** A new sign-up, made `ageMs` ago; its address. */
async function signedUp(label: string, ageMs: number, url = API_URL): Promise<string> {
  const email = uniqueEmail(label)
  expect((await signUp(email, url)).status).toBe(201)
  await changeSubscription(email, { created_at: ago(ageMs) }, url)
  return email
}

async function remaining(emails: readonly string[], url = API_URL): Promise<string[]> {
  const rows = await Promise.all(emails.map((email) => subscriptionOf(email, url)))
  return emails.filter((_, index) => rows[index] !== null)
}

const deleteExpired = () => serviceClient().rpc('delete_expired_newsletter_signups')

describe('delete_expired_newsletter_signups', () => {
  it(`deletes sign-ups unconfirmed after ${newsletterUnconfirmedDays} days, the privacy statement’s period, and keeps younger and confirmed ones`, async () => {
    const expired = await signedUp('utlopt', UNCONFIRMED_MS + MINUTE_MS)
    const young = await signedUp('ung', UNCONFIRMED_MS - MINUTE_MS)
    const confirmed = uniqueEmail('bekreftet-gammel')
    expect((await signUp(confirmed)).status).toBe(201)
    await drainConfirmations()
    expect(await confirm((await confirmationMailsAt().nth(confirmed)).confirmToken)).not.toBeNull()
    await changeSubscription(confirmed, { created_at: ago(10 * UNCONFIRMED_MS) })

    const { data, error } = await deleteExpired()
    expect(error).toBeNull()
    expect(data).toBeGreaterThanOrEqual(1)
    expect(await remaining([expired, young, confirmed])).toEqual([young, confirmed])
  })

  it('leaves an expired sign-up whose mail is being sent right now for the next run', async () => {
    const sending = await signedUp('sendes-na', UNCONFIRMED_MS + MINUTE_MS)
    const abandoned = await signedUp('forlatt', UNCONFIRMED_MS + MINUTE_MS)
    await changeSubscription(sending, { mail_claim: crypto.randomUUID(), mail_next_attempt_at: ago(-2 * MINUTE_MS) })
    await changeSubscription(abandoned, { mail_claim: crypto.randomUUID(), mail_next_attempt_at: ago(MINUTE_MS) })

    expect((await deleteExpired()).error).toBeNull()
    expect(await remaining([sending, abandoned])).toEqual([sending])
  })

  it(`deletes the limits’ hashes once ${newsletterAbuseHashHours} hours old, the privacy statement’s period, and keeps younger ones`, async () => {
    const hash = () => `\\x${randomBytes(32).toString('hex')}`
    const mails = { old: hash(), young: hash() }
    const clients = { old: hash(), young: hash() }
    const service = serviceClient()
    const inserted = await Promise.all([
      service.from('newsletter_recent_mails').insert([
        { address_hash: mails.old, mailed_at: ago(HASH_MS + MINUTE_MS) },
        { address_hash: mails.young, mailed_at: ago(HASH_MS - MINUTE_MS) },
      ]),
      service.from('newsletter_recent_signups').insert([
        { client_hash: clients.old, signed_up_at: ago(HASH_MS + MINUTE_MS) },
        { client_hash: clients.young, signed_up_at: ago(HASH_MS - MINUTE_MS) },
      ]),
    ])
    expect(inserted.map((answer) => answer.error)).toEqual([null, null])

    expect((await deleteExpired()).error).toBeNull()
    const { data: keptMails } = await service
      .from('newsletter_recent_mails')
      .select('address_hash')
      .in('address_hash', Object.values(mails))
    const { data: keptClients } = await service
      .from('newsletter_recent_signups')
      .select('client_hash')
      .in('client_hash', Object.values(clients))
    expect(keptMails).toEqual([{ address_hash: mails.young }])
    expect(keptClients).toEqual([{ client_hash: clients.young }])
  })
})

describe('the local stack', () => {
  // Started before the test, so a slow start counts against the hook's minute, not the test's half.
  let stack: LocalStack
  beforeAll(async () => {
    stack = await startTestStack({
      port: OWN_STACK_PORTS.newsletterRetention,
      newsletterMailIntervalMs: null,
      retentionIntervalMs: 200,
    })
  })
  afterAll(() => stack?.stop())

  it('runs the job on its own, as Supabase Cron does on a hosted project', async () => {
    const expired = await signedUp('utlopt', UNCONFIRMED_MS + MINUTE_MS, stack.url)
    const young = await signedUp('ung', UNCONFIRMED_MS - MINUTE_MS, stack.url)
    await expect.poll(() => remaining([expired, young], stack.url), { timeout: 10_000 }).toEqual([young])
  })
})
