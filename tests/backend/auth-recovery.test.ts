import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/stack'
import { RAISED_RATE_LIMITS } from '../support/stackLimits'
import { startHungSmtp, type HungSmtp } from './support/hungSmtp'
import { earlierMailsArrived, linkOf, mailsOnceThere, mailsTo, textOf } from './support/inbox'
import { anonClient, onSupabaseAuth, OWN_STACK_PORTS, postAuth, STACK_KIND, startTestStack, uniqueEmail } from './support/stack'
import { confirmedAddress, PASSWORD } from './support/users'

const NEW_PASSWORD = 'Nytt-passord-2027!'

const recover = (email: string) => postAuth('/recover', { email })

describe('POST /auth/v1/recover', () => {
  it('mails a link to the site’s new-password page, which signs the user in once to set a new password', async () => {
    const email = await confirmedAddress('glemt')
    const client = anonClient()
    const asked = await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/nytt-passord' })
    expect(asked).toEqual({ data: {}, error: null })

    const mail = (await mailsOnceThere(email, 2))[1]!
    expect(mail.subject).toBe('Lag nytt passord')
    const link = await linkOf(mail)
    expect(`${link.url.origin}${link.url.pathname}`).toBe('http://127.0.0.1:5173/nytt-passord')
    expect(link.type).toBe('recovery')
    expect(link.tokenHash).toMatch(/^[0-9a-f]{56}$/)
    const text = await textOf(mail)
    // The text part is laid out differently by Supabase Auth and the stack; both carry the link and the rule.
    expect(text).toContain(link.url.href)
    expect(text).toContain('én gang')

    const verified = await client.auth.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' })
    expect(verified.error).toBeNull()
    expect(decodeJwt(verified.data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
    const updated = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(updated.error).toBeNull()

    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    expect((await anonClient().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()
    const again = await anonClient().auth.verifyOtp({ token_hash: link.tokenHash, type: 'recovery' })
    expect([again.error?.status, again.error?.code, again.error?.message]).toEqual([
      403,
      'otp_expired',
      'Email link is invalid or has expired',
    ])
  })

  it('answers an address without an account exactly as one with, and mails nothing', async () => {
    const known = await confirmedAddress('kjent')
    const unknown = uniqueEmail('ukjent')
    expect(await recover(unknown)).toEqual({ status: 200, body: {} })
    expect(await recover(known)).toEqual({ status: 200, body: {} })
    expect(await recover(unknown)).toEqual({ status: 200, body: {} })
    await mailsOnceThere(known, 2)
    await earlierMailsArrived()
    expect(await mailsTo(unknown)).toHaveLength(0)
  })

  it('answers a second request within max_frequency with GoTrue’s 429 and the seconds left, and mails once', async () => {
    const email = await confirmedAddress('to-ganger')
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull()
    const { error } = await anonClient().auth.resetPasswordForEmail(email)
    expect([error?.status, error?.code]).toEqual([429, 'over_email_send_rate_limit'])
    const [, seconds] = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(error?.message ?? '') ?? []
    expect(Number(seconds)).toBeGreaterThan(50)
    expect(Number(seconds)).toBeLessThan(60)
    await mailsOnceThere(email, 2)
    await earlierMailsArrived()
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('mails an unconfirmed user too, and its link confirms the address, as GoTrue’s does', async () => {
    const email = uniqueEmail('ubekreftet')
    await anonClient().auth.signUp({ email, password: PASSWORD })
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull()
    // The two mails go out side by side, so either may reach the inbox first.
    const mails = await mailsOnceThere(email, 2)
    const recovery = await linkOf(mails.find((mail) => mail.subject === 'Lag nytt passord')!)
    expect(recovery.type).toBe('recovery')
    const verified = await anonClient().auth.verifyOtp({ token_hash: recovery.tokenHash, type: 'recovery' })
    expect(verified.data.user?.email_confirmed_at).toBeTruthy()
    const confirmation = await linkOf(mails.find((mail) => mail.subject === 'Bekreft e-postadressen din')!)
    expect((await anonClient().auth.verifyOtp({ token_hash: confirmation.tokenHash, type: 'signup' })).error?.code).toBe('otp_expired')
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('refuses what GoTrue refuses: no address, an address that is none', async () => {
    expect(await recover('')).toEqual({ status: 400, body: { code: 'validation_failed', message: 'Password recovery requires an email' } })
    expect(await recover('ikke-en-epost')).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    })
  })
})

describe('the answers of /recover, /resend and /signup while the mail server hangs', () => {
  let smtp: HungSmtp
  let stack: LocalStack

  beforeAll(async () => {
    smtp = await startHungSmtp(OWN_STACK_PORTS.authMailServerHangs + 5, ['silent'])
    // The stack's own auth: Supabase Auth mails within the request and answers 504 after 10 s while the mail server hangs.
    stack = await startTestStack(
      {
        port: OWN_STACK_PORTS.authMailServerHangs,
        rateLimits: RAISED_RATE_LIMITS,
        authSmtpUrl: smtp.url,
      },
      STACK_KIND,
      null,
    )
  })
  afterAll(async () => {
    await stack?.stop()
    await smtp?.close()
  })

  it('come at once, the same for an address with an account and one without: no answer waits for the mail', async () => {
    const known = uniqueEmail('henger')
    const client = anonClient(stack.url)
    const started = Date.now()
    expect((await client.auth.signUp({ email: known, password: PASSWORD })).error).toBeNull()
    await stack.database.query('update auth.users set email_confirmed_at = now() where email = $1', [known])
    for (const email of [known, uniqueEmail('ukjent')]) {
      expect(await client.auth.resetPasswordForEmail(email)).toEqual({ data: {}, error: null })
      expect(await client.auth.resend({ type: 'signup', email })).toEqual({ data: { user: null, session: null }, error: null })
    }
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(smtp.connections()).toBeGreaterThanOrEqual(1)
  })
})

describe('a sign-up while the mail server hangs, on the run’s own kind of auth', () => {
  let smtp: HungSmtp
  let stack: LocalStack

  beforeAll(async () => {
    smtp = await startHungSmtp(OWN_STACK_PORTS.authMailServerHangsOnRunsAuth + 5, ['silent'])
    stack = await startTestStack({
      port: OWN_STACK_PORTS.authMailServerHangsOnRunsAuth,
      rateLimits: RAISED_RATE_LIMITS,
      authSmtpUrl: smtp.url,
    })
  })
  afterAll(async () => {
    await stack?.stop()
    await smtp?.close()
  })

  it('is answered at once here; Supabase Auth sends the mail within the request and answers 504 after 10 s', async () => {
    const started = Date.now()
    const { error } = await anonClient(stack.url).auth.signUp({ email: uniqueEmail('venter'), password: PASSWORD })
    const waited = Date.now() - started
    if (onSupabaseAuth()) {
      expect(error?.status).toBe(504)
      expect(waited).toBeGreaterThanOrEqual(9_000)
    } else {
      expect(error).toBeNull()
      expect(waited).toBeLessThan(5_000)
    }
  })
})
