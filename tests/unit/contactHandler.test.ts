import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { CONTACT_LIMITS, contactFieldErrors, type ContactMessage, sanitizeForSending } from '../../supabase/functions/_shared/contact'
import { createContactHandler, type ContactDependencies } from '../../supabase/functions/send-contact-notification/handler'
import { MAIL_DEADLINE_MS } from '../../supabase/functions/_shared/smtp'
import { CONTACT_RATE_LIMIT, contactRateLimit, MAX_BODY_BYTES } from '../../supabase/functions/send-contact-notification/limits'
import { anyContactBody } from './support/generators'

const SITE = 'http://127.0.0.1:4173'
const valid: ContactMessage = {
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.no',
  subject: 'Brønnbåt',
  message: 'Vi trenger en brønnbåt neste uke.',
}

function setup(overrides: Partial<ContactDependencies> = {}) {
  const stored: { message: ContactMessage; clientKey: string; status: string; error?: string }[] = []
  const background: Promise<void>[] = []
  const idsByKey = new Map<string, string>()
  const deps: ContactDependencies = {
    allowedOrigins: [SITE],
    clientKey: async (ip) => `key:${ip}`,
    store: async (message, clientKey, limit, idempotencyKey) => {
      const earlier = idempotencyKey === null ? undefined : idsByKey.get(idempotencyKey)
      if (earlier !== undefined) return { id: earlier, repeated: true }
      if (stored.filter((row) => row.clientKey === clientKey).length >= limit.messages) return null
      stored.push({ message, clientKey, status: 'pending' })
      const id = String(stored.length)
      if (idempotencyKey !== null) idsByKey.set(idempotencyKey, id)
      return { id, repeated: false }
    },
    claim: async (_count, id) => {
      const row = stored[Number(id) - 1]!
      return row.status === 'sent' ? [] : [{ ...row.message, id: id!, claim: `claim:${id}`, attempt: 1 }]
    },
    notify: async () => {},
    finish: async (claimed, error) => {
      Object.assign(stored[Number(claimed.id) - 1]!, error === null ? { status: 'sent' } : { status: 'failed', error })
      return true
    },
    background: (task) => {
      background.push(task)
    },
    ...overrides,
  }
  /** Resolves once every background task (the notifications) has ended. */
  const settled = () => Promise.all(background)
  return { handle: createContactHandler(deps), stored, settled }
}

/**
 * The address headers as hosted Supabase's edge sets them for a visitor at `ip` who sent
 * `claimed` as its own X-Forwarded-For: CF-Connecting-IP is the address that connected, and that
 * address is appended to whatever X-Forwarded-For the visitor sent.
 */
function from(ip: string, claimed?: string): Record<string, string> {
  return { 'cf-connecting-ip': ip, 'x-forwarded-for': claimed ? `${claimed}, ${ip}` : ip }
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://fn.local/send-contact-notification', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...from('203.0.113.7'), ...headers },
    body,
  })
}

describe('the contact function', () => {
  it('stores a valid message, notifies, and answers 200 with its id', async () => {
    const { handle, stored, settled } = setup()
    const response = await handle(post(JSON.stringify(valid)))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, id: '1' })
    await settled()
    expect(stored).toEqual([{ message: valid, clientKey: 'key:203.0.113.7', status: 'sent' }])
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('answers a message sent again under its Idempotency-Key with the first id, without storing or notifying it again', async () => {
    const notified: string[] = []
    const { handle, stored, settled } = setup({
      notify: async (_message, id) => {
        notified.push(id)
      },
    })
    const key = { 'idempotency-key': '0b7c2f4e-8d1a-4c3b-9e6f-5a4d3c2b1a09' }
    const answers = [await handle(post(JSON.stringify(valid), key)), await handle(post(JSON.stringify(valid), key))]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { ok: true, id: '1' },
      { ok: true, id: '1' },
    ])
    await settled()
    expect(stored).toHaveLength(1)
    expect(notified).toEqual(['1'])
  })

  it('refuses an Idempotency-Key that is not a UUID with 400, storing nothing', async () => {
    const { handle, stored } = setup()
    const response = await handle(post(JSON.stringify(valid), { 'idempotency-key': 'igjen' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_idempotency_key' })
    expect(stored).toEqual([])
  })

  it('stores the sanitised text, never the tags', async () => {
    const { handle, stored } = setup()
    await handle(post(JSON.stringify({ ...valid, name: ' <img src=x onerror=alert(1)>Kari ' })))
    expect(stored[0]!.message.name).toBe('Kari')
  })

  it('stores a message with NUL or other control characters in any field without them, and never fails', async () => {
    const { handle, stored } = setup()
    const withControls = {
      name: 'Kari\u0000 Nord\u0001mann',
      email: 'kari@opp\u0000drett.no',
      subject: 'Brønn\u0000båt\u001f',
      message: 'Vi trenger\u0000 en brønnbåt\u0007 neste uke.\r\n\tHilsen Kari',
    }
    const response = await handle(post(JSON.stringify(withControls)))
    expect(response.status).toBe(200)
    expect(stored.map((row) => row.message)).toEqual([
      {
        name: 'Kari Nordmann',
        email: 'kari@oppdrett.no',
        subject: 'Brønnbåt',
        message: 'Vi trenger en brønnbåt neste uke.\r\n\tHilsen Kari',
      },
    ])
  })

  it('answers a field of nothing but NUL with 400 and its message, not by storing it', async () => {
    const { handle, stored } = setup()
    const response = await handle(post(JSON.stringify({ ...valid, name: '\u0000\u0000\u0000' })))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'Navn må være minst 2 tegn' } })
    expect(stored).toEqual([])
  })

  it('stores no lone surrogate, which PostgreSQL would refuse', async () => {
    const { handle, stored } = setup()
    const response = await handle(
      post(`{"name":"Kari\\ud800","email":"${valid.email}","subject":"${valid.subject}","message":"\\udc00${valid.message}"}`),
    )
    expect(response.status).toBe(200)
    expect(stored[0]!.message).toEqual({ ...valid, name: 'Kari' })
  })

  it('stores every < and > that opens no tag as written', async () => {
    const { handle, stored } = setup()
    const text = 'Temperatur < 8 grader og > 2 i merdene, a < b && c > d.'
    await handle(post(JSON.stringify({ ...valid, subject: 'Grenser: <8 og >2', message: text })))
    expect(stored[0]!.message).toMatchObject({ subject: 'Grenser: <8 og >2', message: text })
  })

  it('answers a preflight from the site, and names no origin for others', async () => {
    const { handle } = setup()
    const preflight = await handle(new Request('http://fn.local/x', { method: 'OPTIONS', headers: { origin: SITE } }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('apikey')
    const foreign = await handle(new Request('http://fn.local/x', { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }))
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses other methods with 405', async () => {
    const { handle } = setup()
    const response = await handle(new Request('http://fn.local/x', { method: 'GET' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
  })

  it('refuses anything but JSON with 415', async () => {
    const { handle } = setup()
    expect((await handle(post('name=x', { 'content-type': 'application/x-www-form-urlencoded' }))).status).toBe(415)
  })

  it('refuses a body over the cap with 413, whatever the headers claim', async () => {
    const { handle, stored } = setup()
    const response = await handle(post(JSON.stringify({ ...valid, message: 'x'.repeat(MAX_BODY_BYTES) })))
    expect(response.status).toBe(413)
    expect(stored).toEqual([])
  })

  it('takes the longest message the rules allow, in characters of four bytes each, without calling the body too large', async () => {
    const { handle, stored } = setup()
    const longest = {
      name: '🐟'.repeat(CONTACT_LIMITS.name.max),
      email: `${'🐟'.repeat(CONTACT_LIMITS.email.max - '@oppdrett.no'.length)}@oppdrett.no`,
      subject: '🐟'.repeat(CONTACT_LIMITS.subject.max),
      message: '🐟'.repeat(CONTACT_LIMITS.message.max),
    }
    expect(contactFieldErrors(longest)).toEqual({})
    const response = await handle(post(JSON.stringify(longest)))
    expect(response.status).toBe(200)
    expect(stored.map((row) => row.message)).toEqual([longest])
  })

  it('refuses malformed JSON and non-objects with 400', async () => {
    const { handle } = setup()
    expect((await handle(post('{"name":'))).status).toBe(400)
    expect((await handle(post('[1,2]'))).status).toBe(400)
    expect((await handle(post('null'))).status).toBe(400)
  })

  it('answers an invalid message with 400 and a Norwegian message per field', async () => {
    const { handle, stored } = setup()
    const response = await handle(post(JSON.stringify({ ...valid, email: 'kari@', message: 'Kort' })))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'validation_failed',
      fields: { email: 'Ugyldig e-postadresse', message: 'Melding må være minst 10 tegn' },
    })
    expect(stored).toEqual([])
  })

  it('answers fields over their caps with 400 and each field’s maximum message, storing nothing', async () => {
    const { handle, stored } = setup()
    const response = await handle(
      post(
        JSON.stringify({
          name: 'N'.repeat(101),
          email: `kari@oppdrett.no${'o'.repeat(250)}`,
          subject: 'S'.repeat(201),
          message: 'M'.repeat(5001),
        }),
      ),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'validation_failed',
      fields: {
        name: 'Navn kan være høyst 100 tegn',
        email: 'E-postadresse kan være høyst 254 tegn',
        subject: 'Emne kan være høyst 200 tegn',
        message: 'Melding kan være høyst 5000 tegn',
      },
    })
    expect(stored).toEqual([])
  })

  it('limits each client to the named number of messages per window, with Retry-After', async () => {
    const { handle } = setup()
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.messages; sent += 1) expect((await handle(post(JSON.stringify(valid)))).status).toBe(200)
    const limited = await handle(post(JSON.stringify(valid)))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await handle(post(JSON.stringify(valid), from('198.51.100.9')))).status).toBe(200)
  })

  it('takes another number of messages per window when the deployment sets one, for test stacks that send from one address', async () => {
    const { handle } = setup({ rateLimit: contactRateLimit('7') })
    for (let sent = 0; sent < 7; sent += 1) expect((await handle(post(JSON.stringify(valid)))).status).toBe(200)
    expect((await handle(post(JSON.stringify(valid)))).status).toBe(429)
  })

  it('keeps the spec’s limit of 5 for a setting that is not a positive whole number', () => {
    for (const setting of [undefined, '', '0', '-3', '2.5', 'mange']) expect(contactRateLimit(setting)).toEqual(CONTACT_RATE_LIMIT)
    expect(CONTACT_RATE_LIMIT).toEqual({ messages: 5, windowMs: 600_000 })
  })

  it('counts a client by the address the platform vouches for, whatever X-Forwarded-For it sends itself', async () => {
    const { handle, stored } = setup()
    const statuses: number[] = []
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.messages + 3; sent += 1) {
      const claimed = `10.${sent}.0.1, 192.0.2.${sent}`
      statuses.push((await handle(post(JSON.stringify(valid), from('203.0.113.7', claimed)))).status)
    }
    expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.messages).fill(200), 429, 429, 429])
    expect(new Set(stored.map((row) => row.clientKey))).toEqual(new Set(['key:203.0.113.7']))
  })

  it('without CF-Connecting-IP, takes the last X-Forwarded-For entry, the one the nearest proxy appended', async () => {
    const { handle, stored } = setup()
    const statuses: number[] = []
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.messages + 1; sent += 1) {
      const request = new Request('http://fn.local/send-contact-notification', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${sent}, 203.0.113.7` },
        body: JSON.stringify(valid),
      })
      statuses.push((await handle(request)).status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(stored.map((row) => row.clientKey)).toEqual(Array(CONTACT_RATE_LIMIT.messages).fill('key:203.0.113.7'))
  })

  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address', async () => {
    for (const addresses of [
      [
        '2001:db8:7:1::1',
        '2001:db8:7:1:ffff:ffff:ffff:ffff',
        '2001:0DB8:0007:0001:0:0:0:9',
        '2001:db8:7:1::a%eth0',
        '2001:db8:7:1:1:2:3:4',
        '2001:db8:7:1::5',
      ],
      ['203.0.113.7', '::ffff:203.0.113.7', '::FFFF:203.0.113.7', '203.0.113.7', '::ffff:203.0.113.7', '203.0.113.7'],
    ]) {
      const { handle } = setup()
      const statuses: number[] = []
      for (const address of addresses) statuses.push((await handle(post(JSON.stringify(valid), from(address)))).status)
      expect(statuses).toEqual([...Array(CONTACT_RATE_LIMIT.messages).fill(200), 429])
    }
  })

  it('counts the /64s of IPv6 apart', async () => {
    const { handle, stored } = setup()
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:2::1', '2001:db8:8:1::1'])
      await handle(post(JSON.stringify(valid), from(address)))
    expect(stored.map((row) => row.clientKey)).toEqual(['key:2001:db8:7:1::/64', 'key:2001:db8:7:2::/64', 'key:2001:db8:8:1::/64'])
  })

  it('keeps the message and reports success when the e-mail cannot be sent', async () => {
    const { handle, stored, settled } = setup({
      notify: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:1')
      },
    })
    const response = await handle(post(JSON.stringify(valid)))
    expect(response.status).toBe(200)
    await settled()
    expect(stored).toEqual([{ message: valid, clientKey: 'key:203.0.113.7', status: 'failed', error: 'connect ECONNREFUSED 127.0.0.1:1' }])
  })

  it('answers as soon as the message is stored, before the notification has gone out', async () => {
    const { handle, stored } = setup({ notify: () => new Promise<void>(() => {}) })
    const timeout = new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 1_000))
    const response = await Promise.race([handle(post(JSON.stringify(valid))), timeout])
    expect(response).toBeInstanceOf(Response)
    expect((response as Response).status).toBe(200)
    expect(stored).toEqual([{ message: valid, clientKey: 'key:203.0.113.7', status: 'pending' }])
  })

  it('marks a notification that is still going after the deadline as failed, for another attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let notifying!: () => void
      const notified = new Promise<void>((resolve) => (notifying = resolve))
      const { handle, stored, settled } = setup({
        notify: () => {
          notifying()
          return new Promise<void>(() => {})
        },
      })
      const answer = handle(post(JSON.stringify(valid)))
      await notified
      await vi.advanceTimersByTimeAsync(MAIL_DEADLINE_MS)
      await settled()
      expect(stored).toEqual([
        {
          message: valid,
          clientKey: 'key:203.0.113.7',
          status: 'failed',
          error: expect.stringContaining(`${MAIL_DEADLINE_MS / 1000} s`),
        },
      ])
      expect((await answer).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('the contact function and the site’s rules, for any input', () => {
  it('answers a body the site would refuse with 400 and the site’s messages, and stores any other as the site would send it, never failing', async () => {
    await fc.assert(
      fc.asyncProperty(anyContactBody, async (values) => {
        const { handle, stored } = setup()
        const body = JSON.stringify(values)
        const response = await handle(post(body))
        const siteErrors = contactFieldErrors(values)
        if (new TextEncoder().encode(body).length > MAX_BODY_BYTES) {
          expect(response.status).toBe(413)
        } else if (Object.keys(siteErrors).length > 0) {
          expect(response.status).toBe(400)
          expect(await response.json()).toEqual({ error: 'validation_failed', fields: siteErrors })
          expect(stored).toEqual([])
        } else {
          expect(response.status).toBe(200)
          expect(stored.map((row) => row.message)).toEqual([sanitizeForSending(values)])
        }
      }),
      { numRuns: 300 },
    )
  })

  it('accepts and stores unchanged whatever the site sends', async () => {
    await fc.assert(
      fc.asyncProperty(anyContactBody, async (values) => {
        fc.pre(Object.keys(contactFieldErrors(values)).length === 0)
        const sent = sanitizeForSending(values)
        const { handle, stored } = setup()
        const response = await handle(post(JSON.stringify(sent)))
        expect(response.status).toBe(200)
        expect(stored.map((row) => row.message)).toEqual([sent])
      }),
      { numRuns: 100 },
    )
  })
})
