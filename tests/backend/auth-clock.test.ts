import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startClockStack } from './support/clockStack'
import { anonClient, OWN_STACK_PORTS, uniqueEmail } from './support/stack'

/**
 * What depends on time, on a stack whose clock the tests move on: max_frequency (one minute), the
 * links' life (otp_expiry, an hour) and secure_password_change (a session older than a day needs a
 * nonce). Its templates show every value a template gets, so the codes can be tried too.
 */
const PASSWORD = 'Brønnbåt-2026!'
const NEW_PASSWORD = 'Nytt-passord-2027!'

let clock: Awaited<ReturnType<typeof startClockStack>>
const client = () => anonClient(clock.stack.url)

beforeAll(async () => {
  clock = await startClockStack(OWN_STACK_PORTS.authClock)
})
afterAll(() => clock?.stop())

async function signedUp(label: string, redirectTo?: string) {
  const email = uniqueEmail(label)
  expect((await client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: redirectTo } })).error).toBeNull()
  return email
}

async function confirmedAndSignedIn(label: string) {
  const email = await signedUp(label)
  await client().auth.verifyOtp({ token_hash: (await clock.valuesOf(email)).tokenHash, type: 'signup' })
  const signedIn = client()
  const { error } = await signedIn.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return { email, client: signedIn }
}

describe('the mail templates', () => {
  it('get GoTrue’s values: a 6-digit code, its hash, the address, the site, the redirect and auth’s own link', async () => {
    const email = await signedUp('mal', 'http://127.0.0.1:5173/velkommen?fra=epost')
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
    const email = await signedUp('kode')
    const { token } = await clock.valuesOf(email)
    expect((await client().auth.verifyOtp({ email, token, type: 'signup' })).data.user?.email_confirmed_at).toBeTruthy()
    expect((await client().auth.verifyOtp({ email, token, type: 'signup' })).error?.message).toBe('Token has expired or is invalid')
  })

  it('refuses a link and a code after otp_expiry, and a GET of the link redirects with otp_expired', async () => {
    const email = await signedUp('utlopt')
    const { token, tokenHash, confirmationUrl } = await clock.valuesOf(email)
    clock.advance(3601)
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

  it('takes a link up to the last second of otp_expiry', async () => {
    const email = await signedUp('siste-sekund')
    const { tokenHash } = await clock.valuesOf(email)
    clock.advance(3590)
    expect((await client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })).error).toBeNull()
  })

  it('sends a new confirmation once max_frequency has passed, with a new code; the old one stops working', async () => {
    const email = await signedUp('pa-nytt')
    const first = await clock.valuesOf(email)
    const early = await client().auth.resend({ type: 'signup', email })
    expect(early.error?.message).toMatch(/^For security purposes, you can only request this after 5\d seconds\.$/)
    clock.advance(45)
    expect((await client().auth.resend({ type: 'signup', email })).error?.message).toMatch(/after 1\d seconds\.$/)
    clock.advance(16)
    expect((await client().auth.resend({ type: 'signup', email })).error).toBeNull()
    const second = await clock.valuesOf(email, 2)
    expect(second.tokenHash).not.toBe(first.tokenHash)
    expect((await client().auth.verifyOtp({ token_hash: first.tokenHash, type: 'signup' })).error?.code).toBe('otp_expired')
    expect((await client().auth.verifyOtp({ token_hash: second.tokenHash, type: 'signup' })).error).toBeNull()
  })

  it('lets a recovery be asked again once max_frequency has passed, and takes its code with type email', async () => {
    const { email } = await confirmedAndSignedIn('glemt-igjen')
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    expect((await client().auth.resetPasswordForEmail(email)).error?.status).toBe(429)
    clock.advance(61)
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const { token } = await clock.valuesOf(email, 3)
    const { data, error } = await client().auth.verifyOtp({ email, token, type: 'email' })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
  })
})

describe('secure_password_change', () => {
  it('changes a password without a nonce in a session begun within a day', async () => {
    const { client: signedIn } = await confirmedAndSignedIn('fersk')
    clock.advance(23 * 3600)
    await signedIn.auth.refreshSession()
    expect((await signedIn.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
  })

  it('asks for a nonce in an older session, mails one with reauthenticate, and takes it once', async () => {
    const { email, client: signedIn } = await confirmedAndSignedIn('gammel')
    clock.advance(25 * 3600)
    expect((await signedIn.auth.refreshSession()).error).toBeNull()
    const needed = await signedIn.auth.updateUser({ password: NEW_PASSWORD })
    expect([needed.error?.status, needed.error?.code, needed.error?.message]).toEqual([
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    ])

    expect((await signedIn.auth.reauthenticate()).error).toBeNull()
    const { token: nonce } = await clock.valuesOf(email, 2)
    const wrong = await signedIn.auth.updateUser({ password: NEW_PASSWORD, nonce: nonce === '000000' ? '111111' : '000000' })
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      422,
      'reauthentication_not_valid',
      'Nonce has expired or is invalid',
    ])
    expect((await signedIn.auth.updateUser({ password: NEW_PASSWORD, nonce })).error).toBeNull()
    expect((await signedIn.auth.updateUser({ password: PASSWORD, nonce })).error?.code).toBe('reauthentication_not_valid')
    expect((await client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()
  })

  it('needs no nonce after a recovery, whose session is new', async () => {
    const { email } = await confirmedAndSignedIn('gjenopprettet')
    clock.advance(25 * 3600)
    await client().auth.resetPasswordForEmail(email)
    const recovering = client()
    await recovering.auth.verifyOtp({ token_hash: (await clock.valuesOf(email, 2)).tokenHash, type: 'recovery' })
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
  })
})
