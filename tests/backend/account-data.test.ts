import type { FunctionsHttpError, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { dataProcessing } from '../../src/dataProcessing.config'
import { CONTACT_FIELDS } from '../../supabase/functions/_shared/contract/contactForm'
import { EXPORT_LIMIT } from '../../supabase/functions/account-data/limits'
import { ANON_KEY } from '../../supabase/local/keys'
import { message } from './support/contactMessage'
import { confirm, confirmationMailsAt, DAY_MS, drainConfirmations, signUp, subscriptionOf } from './support/newsletter'
import { anonClient, API_URL, serviceClient } from './support/stack'
import { giveCode, userWithTwoStep } from './support/twoStep'
import { accessTokenOf, confirmedUser, signedIn } from './support/users'
import { expectSiteOnlyPreflight, warmFunctionBeforeAll } from './support/functionPreflight'

const FUNCTION_URL = `${API_URL}/functions/v1/account-data`
const KEPT_MS = dataProcessing.retention.contactMessagesDays * DAY_MS
const MINUTE_MS = 60_000

/** What the function answered a supabase-js call, as the site makes it: its status, JSON body and Retry-After. */
async function exportOf(client: SupabaseClient) {
  const { data, error, response: answered } = await client.functions.invoke('account-data')
  if (!error) return { status: 200, body: data as Record<string, unknown>, contentType: answered?.headers.get('content-type') }
  const response = (error as FunctionsHttpError).context as Response
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  }
}

const withData = new Set<string>()

/** A contact message from `email`, stored `ageMs` ago and notified, as the contact function leaves it; its fields as stored. */
async function messageFrom(email: string, subject: string, ageMs: number) {
  withData.add(email)
  const sentAt = new Date(Date.now() - ageMs).toISOString()
  const { data, error } = await serviceClient()
    .from('contact_messages')
    .insert({
      ...message,
      email,
      subject,
      client_key: 'account-data-test',
      created_at: sentAt,
      notification_status: 'sent',
      notification_attempts: 1,
      notified_at: sentAt,
    })
    .select('*')
  if (error) throw error
  return (data as Record<string, unknown>[])[0]!
}

/** `email` signed up in the footer and confirmed through its mail's link, as a visitor does it. */
async function confirmedSubscription(email: string): Promise<void> {
  withData.add(email)
  expect(await signUp(email)).toEqual({ code: null, status: 201 })
  await drainConfirmations()
  expect(await confirm((await confirmationMailsAt().nth(email)).confirmToken)).toEqual(expect.any(String))
}

/** The same instant as `iso`, whatever the precision and zone it is written in. */
const instant = (iso: unknown) => new Date(iso as string).toISOString()

warmFunctionBeforeAll(FUNCTION_URL)

// The suite's other files share the stack: leave it with no data of these addresses.
afterAll(async () => {
  for (const email of withData) await serviceClient().rpc('delete_account_data', { account_email: email })
})

describe('account-data', () => {
  it('gives the account, its address’s newsletter sign-up and kept contact messages, whatever the letter case, and nothing of others', async () => {
    const { email, client } = await confirmedUser('innsyn')
    const { email: neighbour } = await confirmedUser('nabo')
    await confirmedSubscription(email.toUpperCase())
    await confirmedSubscription(neighbour)
    const older = await messageFrom(email.toUpperCase(), 'Eldre henvendelse', 2 * DAY_MS)
    const newer = await messageFrom(email, 'Nyere henvendelse', MINUTE_MS)
    const lastKept = await messageFrom(email, 'Snart slettet', KEPT_MS - MINUTE_MS)
    await messageFrom(email, 'Skulle vært slettet', KEPT_MS + MINUTE_MS)
    await messageFrom(neighbour, 'Naboens henvendelse', MINUTE_MS)

    const before = Date.now()
    const answer = await exportOf(client)
    expect(answer).toMatchObject({ status: 200, contentType: expect.stringMatching(/^application\/json\b/) })
    const body = answer.body
    expect(Object.keys(body).sort()).toEqual(['account', 'contactMessages', 'exportedAt', 'newsletter'])
    expect(Date.parse(body.exportedAt as string)).toBeGreaterThanOrEqual(before - 1000)

    const { data: user } = await client.auth.getUser()
    expect(body.account).toEqual({
      email,
      createdAt: user.user!.created_at,
      lastSignInAt: user.user!.last_sign_in_at,
      emailConfirmedAt: user.user!.email_confirmed_at,
      twoStep: false,
    })

    const row = (await subscriptionOf(email.toUpperCase()))!
    const { data: consent, error } = await serviceClient()
      .from('newsletter_consent_texts')
      .select('consent_text')
      .eq('version', row.consent_version)
    expect(error).toBeNull()
    const newsletter = body.newsletter as Record<string, unknown>
    expect({ ...newsletter, consentGivenAt: instant(newsletter.consentGivenAt), confirmedAt: instant(newsletter.confirmedAt) }).toEqual({
      email: email.toUpperCase(),
      consentGivenAt: instant(row.created_at),
      consentVersion: row.consent_version,
      consentText: (consent as { consent_text: string }[])[0]!.consent_text,
      confirmedAt: instant(row.confirmed_at),
      confirmedHow: row.confirmed_how,
      confirmationMailStatus: 'sent',
      confirmationMailAttempts: 1,
    })

    const given = (stored: Record<string, unknown>) => ({
      ...Object.fromEntries(CONTACT_FIELDS.map((field) => [field, stored[field]])),
      sentAt: instant(stored.created_at),
      notificationStatus: 'sent',
      notificationAttempts: 1,
      notifiedAt: instant(stored.notified_at),
    })
    const messages = (body.contactMessages as Record<string, unknown>[]).map((sent) => ({
      ...sent,
      sentAt: instant(sent.sentAt),
      notifiedAt: instant(sent.notifiedAt),
    }))
    expect(messages).toEqual([given(lastKept), given(older), given(newer)])
    expect(JSON.stringify(body).toLowerCase()).not.toContain(neighbour.toLowerCase())
  })

  it('gives an account without sign-up or messages none, and says when two-step sign-in is on', async () => {
    const { email, factorId, secret } = await userWithTwoStep('innsyn-totrinn')
    const { client } = await signedIn(email)
    expect(await exportOf(client)).toMatchObject({ status: 401, body: { code: 'insufficient_aal', message: expect.any(String) } })

    await giveCode(client, factorId, secret)
    const answer = await exportOf(client)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ account: { email, twoStep: true }, newsletter: null, contactMessages: [] })
  })

  it('answers 401 not_signed_in without a session, or with one that has ended; a token that is no JWT stops at the gateway', async () => {
    expect(await exportOf(anonClient())).toMatchObject({ status: 401, body: { code: 'not_signed_in', message: expect.any(String) } })

    const { client } = await confirmedUser('innsyn-uten-sesjon')
    const ended = await accessTokenOf(client)
    await client.auth.signOut()
    const post = (token: string) =>
      fetch(FUNCTION_URL, {
        method: 'POST',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      })
    const afterSignOut = await post(ended)
    expect(afterSignOut.status).toBe(401)
    expect(await afterSignOut.json()).toMatchObject({ code: 'not_signed_in' })
    const garbage = await post('ikke-en-jwt')
    expect(garbage.status).toBe(401)
    await garbage.body?.cancel()
  })

  it(`answers 429 with Retry-After after ${EXPORT_LIMIT.exports} exports in the window`, async () => {
    const { client } = await confirmedUser('innsyn-grense')
    for (let count = 0; count < EXPORT_LIMIT.exports; count += 1) expect((await exportOf(client)).status).toBe(200)
    const limited = await exportOf(client)
    expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited', message: expect.any(String) } })
    const retryAfter = Number(limited.retryAfter)
    expect(retryAfter).toBeGreaterThan(EXPORT_LIMIT.windowMs / 1000 - 60)
    expect(retryAfter).toBeLessThanOrEqual(EXPORT_LIMIT.windowMs / 1000)
  })

  it('counts simultaneous exports against the limit one by one', async () => {
    const { client } = await confirmedUser('innsyn-samtidig')
    const answers = await Promise.all(Array.from({ length: EXPORT_LIMIT.exports + 3 }, () => exportOf(client)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(EXPORT_LIMIT.exports).fill(200), 429, 429, 429])
  })

  it('answers GET with 405 and Allow', async () => {
    const { client } = await confirmedUser('innsyn-get')
    const get = await fetch(FUNCTION_URL, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${await accessTokenOf(client)}` } })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await get.json()).toMatchObject({ code: 'method_not_allowed' })
  })

  it('answers the site’s preflight and names only the site as allowed origin', () => expectSiteOnlyPreflight(FUNCTION_URL))
})

describe('the database functions of account-data', () => {
  it('run for the service role only', async () => {
    const { client } = await confirmedUser('innsyn-rpc')
    for (const caller of [anonClient(), client]) {
      expect((await caller.rpc('account_data', { account_email: 'kari@oppdrett.test' })).error).not.toBeNull()
      const claimed = await caller.rpc('claim_account_data_export', {
        account_id: '00000000-0000-4000-8000-000000000000',
        max_exports: 100,
        window_seconds: 1,
      })
      expect(claimed.error).not.toBeNull()
    }
  })
})
