import { describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { send, TABLE_URL } from './support/restBodies'
import { anonClient, serviceClient, uniqueEmail } from './support/stack'

describe('content types on the data API', () => {
  async function stored(email: string) {
    const { data } = await serviceClient().from('newsletter_subscriptions').select('email').eq('email', email)
    return data
  }

  it('refuses a body that is not sent as JSON with PostgREST’s PGRST102, and stores nothing', async () => {
    for (const [contentType, named] of [
      ['text/plain', 'text/plain'],
      ['text/plain;charset=UTF-8', 'text/plain'],
      ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded'],
      ['text/csv', 'text/csv'],
      ['application/xml', 'application/xml'],
    ]) {
      const email = uniqueEmail('tekst')
      const answer = await send('POST', TABLE_URL, JSON.stringify({ email }), { key: ANON_KEY, headers: { 'Content-Type': contentType! } })
      expect(answer.status, contentType).toBe(400)
      expect(answer.body).toEqual({ code: 'PGRST102', message: `Content-Type not acceptable: ${named}`, details: null, hint: null })
      expect(await stored(email)).toEqual([])
    }
  })

  it('refuses it on an update too', async () => {
    const email = uniqueEmail('tekst-oppdatering')
    await anonClient().from('newsletter_subscriptions').insert({ email })
    const answer = await send('PATCH', `${TABLE_URL}?email=eq.${encodeURIComponent(email)}`, JSON.stringify({ email: uniqueEmail('ny') }), {
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' })
    expect(await stored(email)).toEqual([{ email }])
  })

  it('takes JSON with a charset, in any letter case, or without a Content-Type at all, as PostgREST does', async () => {
    for (const contentType of ['application/json; charset=utf-8', 'Application/JSON', null]) {
      const email = uniqueEmail('json')
      const response = await fetch(TABLE_URL, {
        method: 'POST',
        // A Uint8Array body makes fetch send no Content-Type of its own.
        body: new TextEncoder().encode(JSON.stringify({ email })),
        headers: { apikey: ANON_KEY, ...(contentType ? { 'Content-Type': contentType } : {}) },
      })
      expect(response.status, String(contentType)).toBe(201)
      expect(await stored(email)).toEqual([{ email }])
    }
  })
})
