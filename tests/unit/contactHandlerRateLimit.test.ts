import { describe, expect, it } from 'vitest'
import { CONTACT_RATE_LIMIT, contactRateLimit } from '../../supabase/functions/send-contact-notification/limits'
import { from, post, setup, valid } from './support/contactHandler'

describe('the contact function', () => {
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
})
