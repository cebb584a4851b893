import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataProcessing } from '../../src/dataProcessing.config'
import type { LocalStack } from '../../supabase/local/stack'
import { fetchFrom } from '../../tools/stackClients/fetchFrom'
import { ago, HOUR_MS, signUp } from './support/newsletter'
import { OWN_STACK_PORTS, serviceClient, startTestStack, uniqueEmail } from './support/stack'

/** The migration's default: sign-ups one client may make in 24 hours. */
const PER_CLIENT = 10
const WINDOW_MS = dataProcessing.retention.newsletterAbuseHashHours * HOUR_MS
const TOO_MANY = { code: 'PT429', status: 429 }
const ACCEPTED = { code: null, status: 201 }

/** A fetch from 127.0.0.1 that claims another client in every header a client could forge. */
function claimingToBe(address: string): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers)
    for (const name of ['X-Forwarded-For', 'CF-Connecting-IP', 'X-Real-IP']) headers.set(name, address)
    return fetch(input, { ...init, headers })
  }
}

let stack: LocalStack

beforeAll(async () => {
  // The migration's limit, and no mails: only the sign-ups count here.
  stack = await startTestStack({ port: OWN_STACK_PORTS.newsletterLimits, newsletterMailIntervalMs: null })
}, 120_000)
afterAll(() => stack?.stop())

describe('the sign-ups one client may make', () => {
  it(`are ${PER_CLIENT} in ${dataProcessing.retention.newsletterAbuseHashHours} hours, whatever the addresses; a duplicate uses none of them`, async () => {
    const first = uniqueEmail('grense')
    expect(await signUp(first, stack.url)).toEqual(ACCEPTED)
    expect(await signUp(first.toUpperCase(), stack.url)).toEqual({ code: '23505', status: 409 })
    for (let made = 1; made < PER_CLIENT; made += 1) expect(await signUp(uniqueEmail('grense'), stack.url)).toEqual(ACCEPTED)

    expect(await signUp(uniqueEmail('grense'), stack.url)).toEqual(TOO_MANY)
    const { data } = await serviceClient(stack.url).from('newsletter_subscriptions').select('id')
    expect(data).toHaveLength(PER_CLIENT)
  })

  it('count a client by the address it connects from, not by the addresses its headers claim', async () => {
    expect(await signUp(uniqueEmail('forkledd'), stack.url, claimingToBe('203.0.113.7'))).toEqual(TOO_MANY)
    expect(await signUp(uniqueEmail('annen-klient'), stack.url, fetchFrom('127.0.0.2'))).toEqual(ACCEPTED)
  })

  it(`count again once the earlier sign-ups are ${dataProcessing.retention.newsletterAbuseHashHours} hours old`, async () => {
    const { error } = await serviceClient(stack.url)
      .from('newsletter_recent_signups')
      .update({ signed_up_at: ago(WINDOW_MS + 60_000) })
      .lt('signed_up_at', new Date(Date.now() + 60_000).toISOString())
    expect(error).toBeNull()
    expect(await signUp(uniqueEmail('neste-dag'), stack.url)).toEqual(ACCEPTED)
  })
})

/** The client newsletter_request_client() names for a Data API request with `headers` (null: outside any request). */
function clientOf(headers: Record<string, string> | null): Promise<string | null> {
  return stack.database.transaction(async (tx) => {
    if (headers) await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)])
    return (await tx.query<{ client: string | null }>('select public.newsletter_request_client() as client')).rows[0]!.client
  })
}

describe('newsletter_request_client, from the headers PostgREST hands to SQL', () => {
  it('takes CF-Connecting-IP, else the last X-Forwarded-For entry, never the first', async () => {
    expect(await clientOf({ 'cf-connecting-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })).toBe('203.0.113.9')
    expect(await clientOf({ 'x-forwarded-for': '198.51.100.1,  10.0.0.2 ' })).toBe('10.0.0.2')
    expect(await clientOf({})).toBe('unknown')
    expect(await clientOf(null)).toBeNull()
  })

  it('counts an IPv6 address by its /64, so one network cannot pass as many clients', async () => {
    expect(await clientOf({ 'cf-connecting-ip': '2001:db8:1:2:3:4:5:6' })).toBe('2001:db8:1:2::/64')
    expect(await clientOf({ 'cf-connecting-ip': '2001:db8:1:2:ffff::1' })).toBe('2001:db8:1:2::/64')
    expect(await clientOf({ 'cf-connecting-ip': '2001:db8:1:3::1' })).toBe('2001:db8:1:3::/64')
  })
})
