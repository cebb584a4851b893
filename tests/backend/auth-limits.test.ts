import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/stack'
import { fetchFrom } from '../../tools/stackClients/fetchFrom'
import { authMailsAt } from './support/authMail'
import { stackClock } from './support/stackClock'
import { anonClient, onSupabaseAuth, OWN_STACK_PORTS, startTestStack, uniqueEmail } from './support/stack'

/**
 * The limits of a stack of this file's own, low where the other tests' stack has them raised: the
 * confirmation mail's minimum interval ([auth.email] max_frequency) is shortened to a second, so
 * waiting it out stays quick, and [auth.rate_limit] refills so slowly that nothing comes back
 * during the run. Each test sends from a loopback address of its own (127.0.0.x), as GoTrue counts
 * requests per client address; the mails are counted for the whole stack.
 */
const MAX_FREQUENCY_SECONDS = 1
const RATE_LIMITS = { signInSignUps: 1, tokenRefresh: 1, tokenVerifications: 1, emailSent: 4 }
/** GoTrue's buckets hold 30 requests whatever the configured rate: its refill per 5 minutes. */
const BURST = 30
const PASSWORD = 'Brønnbåt-2026!'
const OTHER_PASSWORD = 'Annet-passord-9!'

let stack: LocalStack
let inbox: ReturnType<typeof authMailsAt>
const time = stackClock(onSupabaseAuth() ? 'real' : 'moved')

beforeAll(async () => {
  stack = await startTestStack({
    port: OWN_STACK_PORTS.authLimits,
    emailMaxFrequencySeconds: MAX_FREQUENCY_SECONDS,
    rateLimits: RATE_LIMITS,
    ...time.stackOptions,
  })
  inbox = authMailsAt(stack.inboxUrl)
}, 120_000)
afterAll(() => stack?.stop())

describe('a repeated sign-up of an unconfirmed address once max_frequency has passed', () => {
  it('mails a fresh link that replaces the first, and keeps the first sign-up’s password and data', async () => {
    const email = uniqueEmail('gjentatt-senere')
    const first = await anonClient(stack.url).auth.signUp({ email, password: PASSWORD, options: { data: { navn: 'Kari' } } })
    expect(first.error).toBeNull()
    const { tokenHash: firstHash } = await inbox.nthLink(email, 1)

    await time.pass(MAX_FREQUENCY_SECONDS + 0.2)
    const again = await anonClient(stack.url).auth.signUp({ email, password: OTHER_PASSWORD, options: { data: { navn: 'Mallory' } } })
    expect(again.error).toBeNull()
    expect(again.data.user?.id).toBe(first.data.user?.id)
    expect(again.data.user?.user_metadata.navn).toBe('Kari')
    const { tokenHash: secondHash } = await inbox.nthLink(email, 2)
    expect(secondHash).not.toBe(firstHash)

    const verifier = anonClient(stack.url)
    expect((await verifier.auth.verifyOtp({ token_hash: firstHash, type: 'signup' })).error?.code).toBe('otp_expired')
    expect((await verifier.auth.verifyOtp({ token_hash: secondHash, type: 'signup' })).data.session).toBeTruthy()
    const signIn = await anonClient(stack.url).auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.user_metadata.navn).toBe('Kari')
    expect((await anonClient(stack.url).auth.signInWithPassword({ email, password: OTHER_PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
  })
})

describe('[auth.rate_limit], per client address', () => {
  it(`sign-ups: ${BURST} at once, then 429 over_request_rate_limit; another address may still sign up`, async () => {
    const client = anonClient(stack.url, fetchFrom('127.0.0.2'))
    for (let attempt = 1; attempt <= BURST; attempt += 1)
      expect((await client.auth.signUp({ email: uniqueEmail('mengde'), password: '' })).error?.code).toBe('validation_failed')
    const { error } = await client.auth.signUp({ email: uniqueEmail('mengde'), password: PASSWORD })
    expect(error?.status).toBe(429)
    expect(error?.code).toBe('over_request_rate_limit')
    expect(error?.message).toBe('Request rate limit reached')
    const other = anonClient(stack.url, fetchFrom('127.0.0.3'))
    expect((await other.auth.signUp({ email: uniqueEmail('mengde'), password: '' })).error?.code).toBe('validation_failed')
  })

  it(`password and refresh-token grants share one bucket: ${BURST} at once, then 429`, async () => {
    const client = anonClient(stack.url, fetchFrom('127.0.0.4'))
    for (let attempt = 1; attempt <= BURST; attempt += 1)
      expect((await client.auth.signInWithPassword({ email: uniqueEmail('ukjent'), password: PASSWORD })).error?.code).toBe(
        'invalid_credentials',
      )
    const refresh = await client.auth.refreshSession({ refresh_token: 'ukjent-token' })
    expect(refresh.error?.status).toBe(429)
    expect(refresh.error?.code).toBe('over_request_rate_limit')
    const signIn = await client.auth.signInWithPassword({ email: uniqueEmail('ukjent'), password: PASSWORD })
    expect(signIn.error?.code).toBe('over_request_rate_limit')
  })

  it(`verifications: ${BURST} at once, then 429 as JSON in place of the redirect`, async () => {
    const fetch = fetchFrom('127.0.0.5')
    const verify = () => fetch(`${stack.url}/auth/v1/verify?token=ukjent&type=signup`, { redirect: 'manual' })
    for (let attempt = 1; attempt <= BURST; attempt += 1) expect((await verify()).status).toBe(303)
    const refused = await verify()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' })
  })

  it(`password recovery and a link sent again: ${BURST} of each at once, then 429, each in a bucket of its own`, async () => {
    const client = anonClient(stack.url, fetchFrom('127.0.0.8'))
    for (let attempt = 1; attempt <= BURST; attempt += 1)
      expect((await client.auth.resetPasswordForEmail(uniqueEmail('ukjent'))).error).toBeNull()
    const recover = await client.auth.resetPasswordForEmail(uniqueEmail('ukjent'))
    expect([recover.error?.status, recover.error?.code]).toEqual([429, 'over_request_rate_limit'])

    for (let attempt = 1; attempt <= BURST; attempt += 1)
      expect((await client.auth.resend({ type: 'signup', email: uniqueEmail('ukjent') })).error).toBeNull()
    const resend = await client.auth.resend({ type: 'signup', email: uniqueEmail('ukjent') })
    expect([resend.error?.status, resend.error?.code]).toEqual([429, 'over_request_rate_limit'])

    const other = anonClient(stack.url, fetchFrom('127.0.0.9'))
    expect((await other.auth.resetPasswordForEmail(uniqueEmail('ukjent'))).error).toBeNull()
  })
})

describe('[auth.rate_limit] email_sent, for the whole stack', () => {
  // Last in the file: it uses up the hour's mails of this stack.
  it('mails no more confirmations an hour than email_sent; the next sign-up gets 429 and registers nobody', async () => {
    const client = anonClient(stack.url, fetchFrom('127.0.0.6'))
    const left = RATE_LIMITS.emailSent - (await inbox.mails()).length
    expect(left).toBeGreaterThan(0)
    const signedUp = Array.from({ length: left }, () => uniqueEmail('post'))
    for (const email of signedUp) expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()

    for (const address of ['127.0.0.6', '127.0.0.7']) {
      const email = uniqueEmail('post')
      const { data, error } = await anonClient(stack.url, fetchFrom(address)).auth.signUp({ email, password: PASSWORD })
      expect(data.user).toBeNull()
      expect(error?.status).toBe(429)
      expect(error?.code).toBe('over_email_send_rate_limit')
      expect(error?.message).toBe('email rate limit exceeded')
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    }
    await inbox.mailsOnceThere(signedUp.at(-1)!)
    expect(await inbox.mails()).toHaveLength(RATE_LIMITS.emailSent)
  })

  it('refuses a recovery mail to an account then, as GoTrue does, while an address without one still gets 200', async () => {
    const client = anonClient(stack.url, fetchFrom('127.0.0.10'))
    const [known] = (await inbox.mails()).at(-1)!.to
    const refused = await client.auth.resetPasswordForEmail(known!.address)
    expect([refused.error?.status, refused.error?.code, refused.error?.message]).toEqual([
      429,
      'over_email_send_rate_limit',
      'email rate limit exceeded',
    ])
    expect((await client.auth.resetPasswordForEmail(uniqueEmail('ukjent'))).error).toBeNull()
    expect(await inbox.mails()).toHaveLength(RATE_LIMITS.emailSent)
  })
})
