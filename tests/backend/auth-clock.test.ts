import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startClockStack } from './support/clockStack'
import { OWN_STACK_PORTS } from './support/stack'

/**
 * What depends on time, on a stack where time passes at the test's word (support/clockStack.ts):
 * max_frequency and the links' life (otp_expiry), config.toml's on a moved clock, a few seconds on
 * Supabase Auth. Its templates show every value a template gets, so the codes can be tried too.
 */

let clock: Awaited<ReturnType<typeof startClockStack>>
const client = () => clock.client()

beforeAll(async () => {
  clock = await startClockStack(OWN_STACK_PORTS.authClock)
})
afterAll(() => clock?.stop())

/** The seconds GoTrue's answer to a mail asked for too soon says are left. */
function secondsLeftIn(message: string | undefined): number {
  const left = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(message ?? '')
  if (!left) throw new Error(`not a max_frequency answer: ${message}`)
  return Number(left[1])
}

describe('the mail templates', () => {
  it('get GoTrue’s values: a 6-digit code, its hash, the address, the site, the redirect and auth’s own link', async () => {
    const email = await clock.signedUp('mal', 'http://127.0.0.1:5173/velkommen?fra=epost')
    const values = await clock.valuesOf(email)
    expect(values.token).toMatch(/^\d{6}$/)
    expect(values.tokenHash).toMatch(/^[0-9a-f]{56}$/)
    expect(values).toMatchObject({ email, siteUrl: 'http://127.0.0.1:5173', redirectTo: 'http://127.0.0.1:5173/velkommen?fra=epost' })
    expect(values.confirmationUrl).toBe(
      `${clock.stack.url}/auth/v1/verify?token=${values.tokenHash}&type=signup&redirect_to=${encodeURIComponent('http://127.0.0.1:5173/velkommen?fra=epost')}`,
    )
  })
})

describe('codes and links over time', () => {
  it('takes the mailed code with the address, once', async () => {
    const email = await clock.signedUp('kode')
    const { token } = await clock.valuesOf(email)
    expect((await client().auth.verifyOtp({ email, token, type: 'signup' })).data.user?.email_confirmed_at).toBeTruthy()
    expect((await client().auth.verifyOtp({ email, token, type: 'signup' })).error?.message).toBe('Token has expired or is invalid')
  })

  it('refuses a link and a code after otp_expiry, and a GET of the link redirects with otp_expired', async () => {
    const email = await clock.signedUp('utlopt')
    const { token, tokenHash, confirmationUrl } = await clock.valuesOf(email)
    await clock.pass(clock.lifetimes.otpExpiry + 1)
    const byHash = await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect([byHash.error?.status, byHash.error?.code, byHash.error?.message]).toEqual([
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    ])
    const byCode = await client().auth.verifyOtp({ email, token, type: 'signup' })
    expect([byCode.error?.status, byCode.error?.code, byCode.error?.message]).toEqual([
      403,
      'otp_expired',
      'Token has expired or is invalid',
    ])
    const link = await fetch(confirmationUrl, { redirect: 'manual' })
    expect(link.status).toBe(303)
    expect(new URLSearchParams(new URL(link.headers.get('location')!).hash.slice(1)).get('error_code')).toBe('otp_expired')
  })

  it('takes a link up to the last seconds of otp_expiry', async () => {
    const email = await clock.signedUp('siste-sekund')
    const { tokenHash } = await clock.valuesOf(email)
    await clock.pass(clock.lifetimes.otpExpiry - clock.lifetimes.slack)
    expect((await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull()
  })

  it('sends a new confirmation once max_frequency has passed, with a new code; the old one stops working', async () => {
    const email = await clock.signedUp('pa-nytt')
    const first = await clock.valuesOf(email)
    const { maxFrequency, slack } = clock.lifetimes
    const early = secondsLeftIn((await client().auth.resend({ type: 'signup', email })).error?.message)
    expect(early).toBeLessThan(maxFrequency)
    expect(early).toBeGreaterThanOrEqual(maxFrequency - slack - 1)
    const half = Math.floor(maxFrequency / 2)
    await clock.pass(half)
    expect(secondsLeftIn((await client().auth.resend({ type: 'signup', email })).error?.message)).toBeLessThanOrEqual(early - half)
    await clock.pass(maxFrequency - half + 1)
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull()
    const second = await clock.valuesOf(email, 2)
    expect(second.tokenHash).not.toBe(first.tokenHash)
    expect((await client().auth.verifyOtp({ token_hash: first.tokenHash, type: 'signup' })).error?.code).toBe('otp_expired')
    expect((await client().auth.verifyOtp({ token_hash: second.tokenHash, type: 'signup' })).error).toBeNull()
  })

  it('lets a recovery be asked again once max_frequency has passed, and takes its code with type email', async () => {
    const { email } = await clock.confirmedAndSignedIn('glemt-igjen')
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    expect((await client().auth.resetPasswordForEmail(email)).error?.status).toBe(429)
    await clock.pass(clock.lifetimes.maxFrequency + 1)
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const { token } = await clock.valuesOf(email, 3)
    const { data, error } = await client().auth.verifyOtp({ email, token, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
  })
})
