import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTP_TIMEOUT_MS } from '../../supabase/functions/_shared/smtp'
import type { LocalStack } from '../../supabase/local/stack'
import { send, storedMessages } from './support/contactFunction'
import { startHungSmtp, type HungSmtp } from './support/hungSmtp'
import { message } from './support/contactMessage'
import { anonClient, OWN_STACK_PORTS, serviceClient, startTestStack } from './support/stack'

describe('send-contact-notification with the mail server down', () => {
  const PORT = OWN_STACK_PORTS.mailServerDown
  let stack: LocalStack

  beforeAll(async () => {
    stack = await startTestStack({ port: PORT, functionEnv: { SMTP_URL: 'smtp://127.0.0.1:9' } })
  }, 120_000)
  afterAll(() => stack.stop())

  it('keeps the message, marks it failed for a later attempt, and still tells the visitor it arrived', async () => {
    const subject = 'Når e-posten svikter'
    const { data, error } = await anonClient(stack.url).functions.invoke('send-contact-notification', { body: { ...message, subject } })
    expect(error).toBeNull()
    expect(data.ok).toBe(true)
    await expect.poll(async () => (await storedMessages(subject, serviceClient(stack.url)))[0]?.notification_status).toBe('failed')
    const [stored] = await storedMessages(subject, serviceClient(stack.url))
    expect(stored).toMatchObject({ id: data.id, notification_status: 'failed' })
    expect(stored!.notification_error).toMatch(/ECONNREFUSED|connect/i)
  })
})

describe('send-contact-notification with a mail server that hangs', () => {
  const PORT = OWN_STACK_PORTS.hangingMailServer
  let smtp: HungSmtp
  let stack: LocalStack

  beforeAll(async () => {
    // The first connection is never greeted; the second is, and then stalls once the message is sent.
    smtp = await startHungSmtp(PORT + 5, ['silent', 'stalls'])
    stack = await startTestStack({ port: PORT, functionEnv: { SMTP_URL: smtp.url } })
    await send(stack.url, { ...message, name: 'K' })
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
    await smtp?.close()
  })

  it('answers the visitor at once, then marks the message failed for another attempt once the bound is up', async () => {
    const client = serviceClient(stack.url)
    const subjects = ['Ingen hilsen', 'Stopper midt i']
    for (const [n, subject] of subjects.entries()) {
      const started = Date.now()
      expect(await send(stack.url, { ...message, subject })).toBe(200)
      expect(Date.now() - started).toBeLessThan(2_000)
      expect((await storedMessages(subject, client))[0]?.notification_status).toBe('pending')
      // The next message must meet the next hang, so wait until this one has reached the server.
      await expect.poll(() => smtp.connections(), { timeout: 5_000 }).toBe(n + 1)
    }
    for (const subject of subjects) {
      await expect
        .poll(async () => (await storedMessages(subject, client))[0]?.notification_status, { timeout: 4 * SMTP_TIMEOUT_MS, interval: 500 })
        .toBe('failed')
      expect((await storedMessages(subject, client))[0]?.notification_error).toMatch(/greeting|timeout/i)
    }
  }, 90_000)
})
