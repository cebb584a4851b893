import type { FunctionsHttpError } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SMTP_TIMEOUT_MS } from '../../supabase/functions/_shared/smtp'
import { CONTACT_RATE_LIMIT, MAX_BODY_BYTES } from '../../supabase/functions/send-contact-notification/limits'
import { ANON_KEY } from '../../supabase/local/keys'
import type { LocalStack } from '../../supabase/local/stack'
import { inboxAt } from '../../tools/stackClients/inbox'
import { startHungSmtp, type HungSmtp } from './support/hungSmtp'
import { htmlOf, mailsTo } from './support/inbox'
import { message, OWNER } from './support/contactMessage'
import { anonClient, API_URL, OWN_STACK_PORTS, serviceClient, startTestStack } from './support/stack'

const FUNCTION_URL = `${API_URL}/functions/v1/send-contact-notification`

async function statusOf(init: RequestInit): Promise<number> {
  const response = await fetch(FUNCTION_URL, {
    ...init,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...init.headers },
  })
  await response.body?.cancel()
  return response.status
}

async function storedMessages(subject: string, client = serviceClient()) {
  const { data } = await client
    .from('contact_messages')
    .select('id, name, message, notification_status, notification_error')
    .eq('subject', subject)
  return data ?? []
}

describe('send-contact-notification', () => {
  it('stores a valid message and e-mails the owner, with the visitor’s HTML escaped', async () => {
    const subject = 'Spørsmål om anbud'
    const { data, error } = await anonClient().functions.invoke('send-contact-notification', {
      body: { ...message, subject, message: '<script>alert(1)</script> Hvordan gir jeg anbud?' },
    })
    expect(error).toBeNull()
    expect(data).toEqual({ ok: true, id: expect.any(String) })
    // The notification goes out after the answer, once the message is claimed: wait for it.
    await expect.poll(async () => (await storedMessages(subject))[0]?.notification_status, { timeout: 10_000 }).toBe('sent')
    const [stored] = await storedMessages(subject)
    expect(stored).toMatchObject({ id: data.id, name: message.name, notification_status: 'sent' })
    expect(stored!.message).toBe('alert(1) Hvordan gir jeg anbud?')
    const [mail] = (await mailsTo(OWNER)).filter((candidate) => candidate.subject === `Ny henvendelse: ${subject}`)
    const html = await htmlOf(mail!)
    expect(html).toContain('alert(1) Hvordan gir jeg anbud?')
    expect(html).not.toContain('<script>')
  })

  it('answers a field that breaks the rules with 400 and the Norwegian message', async () => {
    const { error } = await anonClient().functions.invoke('send-contact-notification', { body: { ...message, name: 'K' } })
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'Navn må være minst 2 tegn' } })
  })

  it('answers fields over their caps with 400 and their maximum messages, instead of cutting them', async () => {
    const { error } = await anonClient().functions.invoke('send-contact-notification', {
      body: { ...message, name: 'N'.repeat(101), message: 'M'.repeat(5001) },
    })
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'validation_failed',
      fields: { name: 'Navn kan være høyst 100 tegn', message: 'Melding kan være høyst 5000 tegn' },
    })
  })

  it('answers a name of one emoji with 400 and the minimum message, as the table counts one character', async () => {
    const { error } = await anonClient().functions.invoke('send-contact-notification', { body: { ...message, name: '🐟' } })
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'Navn må være minst 2 tegn' } })
  })

  it('never answers 5xx to NUL, other control characters or lone surrogates: it stores the message without them', async () => {
    const subject = 'Kontrolltegn i skjemaet'
    const body = JSON.stringify({
      name: 'Kari\u0000 Nordmann',
      email: 'kari@oppdrett\u0000.test',
      subject: `${subject}\u0000\u001f`,
      message: 'Vi trenger\u0000 en brønnbåt\u0007 til lokaliteten.\r\nHilsen Kari',
    }).replace('Nordmann', 'Nordmann\\ud800')
    const response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body,
    })
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    const [stored] = await storedMessages(subject)
    expect(stored).toMatchObject({ id, name: 'Kari Nordmann', message: 'Vi trenger en brønnbåt til lokaliteten.\r\nHilsen Kari' })
    expect(
      await statusOf({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...message, name: '\u0000' }),
      }),
    ).toBe(400)
  })

  it('stores every < and > that opens no tag as written', async () => {
    const subject = 'Grenser: <8 og >2'
    const text = 'Temperatur < 8 grader og > 2 i merdene, a < b && c > d.'
    const { error } = await anonClient().functions.invoke('send-contact-notification', { body: { ...message, subject, message: text } })
    expect(error).toBeNull()
    const [stored] = await storedMessages(subject)
    expect(stored!.message).toBe(text)
  })

  it('refuses other methods, other media types, malformed JSON and oversize bodies', async () => {
    expect(await statusOf({ method: 'GET' })).toBe(405)
    expect(await statusOf({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(message) })).toBe(415)
    expect(await statusOf({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":' })).toBe(400)
    expect(
      await statusOf({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...message, message: 'x'.repeat(MAX_BODY_BYTES) }),
      }),
    ).toBe(413)
  })

  it('does not call the longest message the rules allow too large, in characters of four bytes each', async () => {
    const longest = {
      name: '🐟'.repeat(100),
      email: `${'🐟'.repeat(254 - '@oppdrett.test'.length)}@oppdrett.test`,
      subject: '🐟'.repeat(199) + '!',
      message: '🐟'.repeat(5000),
    }
    const response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...longest, name: `${longest.name}x` }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'Navn kan være høyst 100 tegn' } })
  })

  it('answers the site’s preflight and names only the site as allowed origin', async () => {
    const preflight = await fetch(FUNCTION_URL, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
    const foreign = await fetch(FUNCTION_URL, { method: 'OPTIONS', headers: { Origin: 'https://angriper.example' } })
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it(`lets one address send ${CONTACT_RATE_LIMIT.messages} messages in the window, then answers 429`, async () => {
    const already = (await serviceClient().from('contact_messages').select('id')).data!.length
    for (let sent = already; sent < CONTACT_RATE_LIMIT.messages; sent += 1) {
      expect((await anonClient().functions.invoke('send-contact-notification', { body: message })).error).toBeNull()
    }
    const { error } = await anonClient().functions.invoke('send-contact-notification', { body: message })
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('store_contact_message', () => {
  it('stores for the service role only: visitors can neither call it nor get past the limit through it', async () => {
    const subject = 'Rett i databasen'
    const args = { ...message, subject, client_key: 'direkte', max_messages: 1, window_seconds: 600 }
    const { error } = await anonClient().rpc('store_contact_message', args)
    expect(error?.code).toBe('42501')
    expect(await storedMessages(subject)).toEqual([])

    const first = await serviceClient().rpc('store_contact_message', args)
    expect(first.error).toBeNull()
    expect(first.data).toEqual(expect.any(String))
    const second = await serviceClient().rpc('store_contact_message', args)
    expect(second).toMatchObject({ error: null, data: null })
    expect((await storedMessages(subject)).map((row) => row.id)).toEqual([first.data])
  })
})

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

/** Posts a valid message to the function of the stack at `url`, as a visitor would; the answer's status. */
async function send(url: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${url}/functions/v1/send-contact-notification`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  await response.body?.cancel()
  return response.status
}

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
