import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInbox, type Inbox } from '../../supabase/local/mail'
import type { LocalStack } from '../../supabase/local/stack'
import { ago, changeSubscription, confirmationMailsAt, runConfirmations, signUp, subscriptionOf } from './support/newsletter'
import { OWN_STACK_PORTS, startTestStack, uniqueEmail } from './support/stack'

describe('confirmation mails while the mail server is down, and once it is back', () => {
  const PORT = OWN_STACK_PORTS.newsletterMailServerBack
  const SMTP_PORT = PORT + 5
  const email = uniqueEmail('nede')
  let stack: LocalStack
  let mailServer: Inbox | undefined

  beforeAll(async () => {
    // Nothing listens on SMTP_PORT until the test starts a mail server there. The stack sends due
    // confirmation mails every 300 ms, as Supabase Cron does every 10 seconds.
    stack = await startTestStack({
      port: PORT,
      functionEnv: { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` },
      newsletterMailIntervalMs: 300,
    })
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
    await mailServer?.stop()
  })

  it('keeps the sign-up and marks its mail failed, to try again in a minute', async () => {
    expect(await signUp(email, stack.url)).toEqual({ code: null, status: 201 })
    await expect.poll(async () => (await subscriptionOf(email, stack.url))?.mail_status, { timeout: 20_000 }).toBe('failed')
    const row = (await subscriptionOf(email, stack.url))!
    expect(row).toMatchObject({ mail_attempts: 1, mail_error: expect.stringMatching(/ECONNREFUSED/) })
    expect((Date.parse(row.mail_next_attempt_at) - Date.now()) / 1000).toBeGreaterThan(45)
    expect(await confirmationMailsAt(stack.inboxUrl).countTo(email)).toBe(0)
  }, 30_000)

  it('sends nothing before the retry is due, and exactly one mail once it is', async () => {
    mailServer = await startInbox({ smtpPort: SMTP_PORT, webPort: PORT + 6 })
    const mails = confirmationMailsAt(mailServer.inboxUrl)
    expect((await runConfirmations(stack.url)).claimed).toBe(0)
    expect(await mails.countTo(email)).toBe(0)

    await changeSubscription(email, { mail_next_attempt_at: ago(1_000) }, stack.url)
    await expect.poll(async () => (await subscriptionOf(email, stack.url))?.mail_status, { timeout: 20_000 }).toBe('sent')
    expect(await subscriptionOf(email, stack.url)).toMatchObject({ mail_attempts: 2 })
    await mails.nth(email)
    // Due again by hand: a sent mail is never claimed again.
    await changeSubscription(email, { mail_next_attempt_at: ago(1_000) }, stack.url)
    expect((await runConfirmations(stack.url)).claimed).toBe(0)
    expect(await mails.countTo(email)).toBe(1)
  }, 30_000)
})
