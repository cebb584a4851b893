import { describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { send, TABLE_URL } from './support/restBodies'
import { rawExchange, requestHead } from './support/restBodiesRaw'
import { anonClient, serviceClient, uniqueEmail } from './support/stack'

describe('broken bodies on the data API', () => {
  it('refuses a body that is not valid UTF-8 as invalid JSON, and stores nothing', async () => {
    for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      const email = uniqueEmail('utf8')
      const [local, domain] = email.split('@')
      const body = Buffer.concat([Buffer.from(`{"email":"${local}`), Buffer.from(bad), Buffer.from(`@${domain}"}`)])
      const answer = await send('POST', TABLE_URL, body, { key: ANON_KEY })
      expect(answer.status, bad.join(' ')).toBe(400)
      expect(answer.body).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
      const { data } = await serviceClient().from('newsletter_subscriptions').select('email').like('email', `${local}*`)
      expect(data).toEqual([])
    }
  })

  it('takes valid UTF-8 beyond ASCII', async () => {
    const email = uniqueEmail('blåbær')
    const answer = await send('POST', TABLE_URL, Buffer.from(JSON.stringify({ email }), 'utf8'), { key: ANON_KEY })
    expect(answer.status).toBe(201)
    const { data } = await serviceClient().from('newsletter_subscriptions').select('email').eq('email', email)
    expect(data).toEqual([{ email }])
  })

  it('lets go of a body cut short by the client, and keeps serving', async () => {
    // Declares 1000 bytes and sends 10, then half-closes (the server must close its side too, with at
    // most Node's own plain 400 for the broken message) or goes away altogether.
    const halfClosed = await rawExchange(requestHead(1000), '{"email":"', { end: true })
    expect(halfClosed.closed).toBe(true)
    expect(halfClosed.answer).toMatch(/^$|^HTTP\/1\.1 400 /)
    const gone = await rawExchange(requestHead(1000), '{"email":"', { ms: 300 })
    expect(gone.answer).toBe('')
    const { error, status } = await anonClient()
      .from('newsletter_subscriptions')
      .insert({ email: uniqueEmail('etter-avbrutt') })
    expect(error).toBeNull()
    expect(status).toBe(201)
  })
})
