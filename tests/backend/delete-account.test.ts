import type { FunctionsHttpError, SupabaseClient } from '@supabase/supabase-js'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES, PASSWORD_CHECK_LIMIT } from '../../supabase/functions/delete-account/limits'
import { ANON_KEY } from '../../supabase/local/keys'
import { message } from './support/contactMessage'
import { anonClient, API_URL, serviceClient } from './support/stack'
import { giveCode, userWithTwoStep } from './support/twoStep'
import { accessTokenOf, confirmedUser, PASSWORD, signedIn } from './support/users'
import { expectSiteOnlyPreflight, warmFunctionBeforeAll } from './support/functionPreflight'

const FUNCTION_URL = `${API_URL}/functions/v1/delete-account`

/** What the function answered a supabase-js call: its status and JSON body. */
async function deleteAccount(client: SupabaseClient, body: unknown = { password: PASSWORD }) {
  const { data, error } = await client.functions.invoke('delete-account', { body: body as Record<string, unknown> })
  if (!error) return { status: 200, body: data as unknown }
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: (await response.json()) as unknown, retryAfter: response.headers.get('retry-after') }
}

const withData = new Set<string>()

/** A newsletter subscription and a contact message from `email`, as the site stores them. */
async function dataOf(email: string) {
  withData.add(email)
  const subscribed = await anonClient().from('newsletter_subscriptions').insert({ email })
  if (subscribed.error) throw subscribed.error
  const sent = await serviceClient()
    .from('contact_messages')
    .insert({ ...message, email, client_key: 'test', notification_status: 'sent' })
  if (sent.error) throw sent.error
}

/** How many newsletter subscriptions and contact messages `email` has, whatever its letter case. */
async function rowsOf(email: string) {
  const service = serviceClient()
  const count = async (table: string) => {
    const { data, error } = await service.from(table).select('email').ilike('email', email)
    if (error) throw error
    return data.length
  }
  return { subscriptions: await count('newsletter_subscriptions'), messages: await count('contact_messages') }
}

async function userStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${API_URL}/auth/v1/user`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${accessToken}` } })
  await response.body?.cancel()
  return response.status
}

warmFunctionBeforeAll(FUNCTION_URL)

// The suite's other files share the stack: leave it with no data of these addresses.
afterAll(async () => {
  for (const email of withData) await serviceClient().rpc('delete_account_data', { account_email: email })
})

describe('delete-account', () => {
  it('deletes the user, its sessions and the data of its address, and leaves everyone else’s', async () => {
    const { email, client } = await confirmedUser('slettes')
    const { client: otherDevice } = await signedIn(email)
    const otherDeviceToken = await accessTokenOf(otherDevice)
    const { data: user } = await client.auth.getUser()
    await dataOf(email.toUpperCase())
    const { email: neighbour } = await confirmedUser('blir')
    await dataOf(neighbour)

    expect(await deleteAccount(client, { password: PASSWORD })).toEqual({ status: 200, body: { deleted: true } })

    const again = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    expect(again.error?.code).toBe('invalid_credentials')
    expect(await rowsOf(email)).toEqual({ subscriptions: 0, messages: 0 })
    expect(await rowsOf(neighbour)).toEqual({ subscriptions: 1, messages: 1 })
    const checks = await serviceClient().from('account_password_checks').select('user_id').eq('user_id', user.user!.id)
    expect(checks.data).toEqual([])
    expect([403, 404]).toContain(await userStatus(otherDeviceToken))
    const { data: session } = await otherDevice.auth.getSession()
    const refreshed = await anonClient().auth.refreshSession({ refresh_token: session.session!.refresh_token })
    expect(refreshed.error).not.toBeNull()
    expect(await signedIn(neighbour)).toBeTruthy()
  })

  it('refuses a wrong password with 403 wrong_password and deletes nothing', async () => {
    const { email, client } = await confirmedUser('feil-passord')
    await dataOf(email)
    const answer = await deleteAccount(client, { password: 'Feil-passord-1!' })
    expect(answer).toMatchObject({ status: 403, body: { code: 'wrong_password', message: expect.any(String) } })
    expect(await rowsOf(email)).toEqual({ subscriptions: 1, messages: 1 })
    expect(await userStatus(await accessTokenOf(client))).toBe(200)
    expect(await signedIn(email)).toBeTruthy()
  })

  it(`answers 429 after ${PASSWORD_CHECK_LIMIT.checks} password checks in the window, even to the right password`, async () => {
    const { email, client } = await confirmedUser('gjetter')
    for (let attempt = 0; attempt < PASSWORD_CHECK_LIMIT.checks; attempt += 1) {
      expect((await deleteAccount(client, { password: `Gjett-${attempt}!Aa` })).status).toBe(403)
    }
    const limited = await deleteAccount(client, { password: PASSWORD })
    expect(limited).toMatchObject({ status: 429, body: { code: 'rate_limited' }, retryAfter: String(PASSWORD_CHECK_LIMIT.windowMs / 1000) })
    expect(await signedIn(email)).toBeTruthy()
  })

  it('counts simultaneous guesses against the limit one by one', async () => {
    const { client } = await confirmedUser('samtidig')
    const answers = await Promise.all(
      Array.from({ length: PASSWORD_CHECK_LIMIT.checks + 3 }, (_, guess) => deleteAccount(client, { password: `Gjett-${guess}!Aa` })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(PASSWORD_CHECK_LIMIT.checks).fill(403), 429, 429, 429])
  })

  it('with two-step sign-in on, answers 401 insufficient_aal until the session has given the code', async () => {
    const { email, factorId, secret } = await userWithTwoStep('slettes-totrinn')
    const { client } = await signedIn(email)
    expect(await deleteAccount(client)).toMatchObject({ status: 401, body: { code: 'insufficient_aal' } })
    await giveCode(client, factorId, secret)
    expect(await deleteAccount(client)).toEqual({ status: 200, body: { deleted: true } })
  })

  it('answers 401 not_signed_in without a session, or with one that has ended, and deletes nothing', async () => {
    const { email, client } = await confirmedUser('uten-sesjon')
    expect(await deleteAccount(anonClient())).toMatchObject({ status: 401, body: { code: 'not_signed_in' } })

    const ended = await accessTokenOf(client)
    await client.auth.signOut()
    const response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ended}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'not_signed_in' })
    expect(await signedIn(email)).toBeTruthy()
  })

  it('refuses a body without a password, other methods, other media types and oversize bodies', async () => {
    const { client } = await confirmedUser('skjema')
    const token = await accessTokenOf(client)
    const send = async (init: RequestInit) => {
      const response = await fetch(FUNCTION_URL, {
        method: 'POST',
        ...init,
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
      })
      return { status: response.status, code: ((await response.json()) as { code: string }).code }
    }
    expect(await send({ body: '{}' })).toEqual({ status: 400, code: 'password_required' })
    expect(await send({ body: '{"password":""}' })).toEqual({ status: 400, code: 'password_required' })
    expect(await send({ body: '{"password":12345678}' })).toEqual({ status: 400, code: 'password_required' })
    expect(await send({ body: '["passord"]' })).toEqual({ status: 400, code: 'invalid_body' })
    expect(await send({ body: '{"password":' })).toEqual({ status: 400, code: 'invalid_json' })
    expect(await send({ body: JSON.stringify({ password: PASSWORD }), headers: { 'Content-Type': 'text/plain' } })).toEqual({
      status: 415,
      code: 'unsupported_media_type',
    })
    expect(await send({ body: JSON.stringify({ password: 'x'.repeat(MAX_BODY_BYTES) }) })).toEqual({
      status: 413,
      code: 'payload_too_large',
    })
    const get = await fetch(FUNCTION_URL, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST, OPTIONS')
    expect(await get.json()).toMatchObject({ code: 'method_not_allowed' })
    expect(await userStatus(token)).toBe(200)
  })

  it('answers the site’s preflight and names only the site as allowed origin', () => expectSiteOnlyPreflight(FUNCTION_URL))
})

describe('the database functions of delete-account', () => {
  it('run for the service role only', async () => {
    const { client } = await confirmedUser('rpc')
    for (const caller of [anonClient(), client]) {
      const deleted = await caller.rpc('delete_account_data', { account_email: 'kari@oppdrett.test' })
      expect(deleted.error).not.toBeNull()
      const claimed = await caller.rpc('claim_password_check', {
        account_id: '00000000-0000-4000-8000-000000000000',
        max_checks: 100,
        window_seconds: 1,
      })
      expect(claimed.error).not.toBeNull()
    }
  })
})
