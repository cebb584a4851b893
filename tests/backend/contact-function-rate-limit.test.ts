import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_RATE_LIMIT } from '../../supabase/functions/send-contact-notification/limits'
import type { LocalStack } from '../../supabase/local/stack'
import { inboxAt } from '../../tools/stackClients/inbox'
import { send, storedMessages } from './support/contactFunction'
import { message, OWNER } from './support/contactMessage'
import { OWN_STACK_PORTS, serviceClient, startTestStack } from './support/stack'

describe('send-contact-notification under a burst from one address', () => {
  const BURST = 20
  let stack: LocalStack

  beforeAll(async () => {
    stack = await startTestStack({ port: OWN_STACK_PORTS.contactBurst })
    // The first call starts Deno; start it here, so the burst meets a running function.
    await send(stack.url, { ...message, name: 'K' })
  }, 120_000)
  afterAll(() => stack.stop())

  it(`accepts exactly ${CONTACT_RATE_LIMIT.messages} of ${BURST} simultaneous messages, stores and e-mails only those`, async () => {
    const subject = 'Mange på en gang'
    const statuses = await Promise.all(Array.from({ length: BURST }, (_, n) => send(stack.url, { ...message, subject, name: `Kari ${n}` })))
    expect(statuses.filter((status) => status === 200)).toHaveLength(CONTACT_RATE_LIMIT.messages)
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST - CONTACT_RATE_LIMIT.messages)

    const client = serviceClient(stack.url)
    await expect
      .poll(async () => (await storedMessages(subject, client)).map((row) => row.notification_status), { timeout: 20_000 })
      .toEqual(Array(CONTACT_RATE_LIMIT.messages).fill('sent'))
    const mails = (await inboxAt(stack.inboxUrl).mailsTo(OWNER)).filter((mail) => mail.subject === `Ny henvendelse: ${subject}`)
    expect(mails).toHaveLength(CONTACT_RATE_LIMIT.messages)
  }, 60_000)
})

describe('send-contact-notification with addresses a client makes up', () => {
  const SENT = 12
  let stack: LocalStack

  beforeAll(async () => {
    stack = await startTestStack({ port: OWN_STACK_PORTS.madeUpAddresses })
    await send(stack.url, { ...message, name: 'K' })
  }, 120_000)
  afterAll(() => stack.stop())

  it(`still counts them as one address: ${CONTACT_RATE_LIMIT.messages} of ${SENT} accepted, each with other X-Forwarded-For and CF-Connecting-IP`, async () => {
    const subject = 'Forkledd avsender'
    const statuses: number[] = []
    for (let n = 0; n < SENT; n += 1) {
      const claimed = {
        'X-Forwarded-For': `198.51.100.${n}, 10.0.0.${n}`,
        'CF-Connecting-IP': `203.0.113.${n}`,
        'X-Real-IP': `192.0.2.${n}`,
      }
      statuses.push(await send(stack.url, { ...message, subject }, claimed))
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.messages).fill(200), ...Array(SENT - CONTACT_RATE_LIMIT.messages).fill(429)])
    expect(await storedMessages(subject, serviceClient(stack.url))).toHaveLength(CONTACT_RATE_LIMIT.messages)
  })
})
