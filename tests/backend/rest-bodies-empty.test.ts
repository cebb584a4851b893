import { describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import { expectNoInternals, representation, send, TABLE_URL } from './support/restBodies'
import { anonClient, API_URL, serviceClient, uniqueEmail } from './support/stack'

describe('empty bodies on the data API', () => {
  it('inserts nothing for an empty array and answers 201 with an empty representation, as PostgREST does', async () => {
    const answer = await send('POST', TABLE_URL, '[]', { headers: representation })
    expectNoInternals(answer)
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual([])

    const viaClient = await serviceClient().from('newsletter_subscriptions').insert([]).select('email')
    expect(viaClient.error).toBeNull()
    expect(viaClient.status).toBe(201)
    expect(viaClient.data).toEqual([])
  })

  it('still lets grants decide when there is nothing to insert', async () => {
    const answer = await send('POST', `${API_URL}/rest/v1/contact_messages`, '[]', { key: ANON_KEY })
    expect(answer.status).toBe(401)
    expect(answer.body).toMatchObject({ code: '42501' })
  })

  it('inserts a row of column defaults for an empty object, so a required column without a default is refused as not null', async () => {
    for (const body of ['{}', '[{}]', '[{}, {}]']) {
      for (const key of [ANON_KEY, SERVICE_ROLE_KEY]) {
        const answer = await send('POST', TABLE_URL, body, { key })
        expectNoInternals(answer)
        expect(answer.status).toBe(400)
        expect(answer.body).toMatchObject({ code: '23502' })
      }
    }
  })

  it('updates nothing for an empty object or array: 204, or 200 with [] for return=representation', async () => {
    const email = uniqueEmail('tom-oppdatering')
    await anonClient().from('newsletter_subscriptions').insert({ email })
    const filter = `?email=eq.${encodeURIComponent(email)}`
    for (const body of ['{}', '[]', '[{}]']) {
      const minimal = await send('PATCH', `${TABLE_URL}${filter}`, body)
      expectNoInternals(minimal)
      expect(minimal.status).toBe(204)
      const full = await send('PATCH', `${TABLE_URL}${filter}`, body, { headers: representation })
      expect(full.status).toBe(200)
      expect(full.body).toEqual([])
    }
    const { data } = await serviceClient().from('newsletter_subscriptions').select('email').eq('email', email)
    expect(data).toEqual([{ email }])
  })

  it('refuses an array that holds anything but objects with PostgREST’s PGRST102', async () => {
    for (const body of [`[{"email":"${uniqueEmail('blandet')}"}, 5]`, '[5]', '[null]', '[[]]', '["tekst"]']) {
      const answer = await send('POST', TABLE_URL, body)
      expectNoInternals(answer)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ code: 'PGRST102', message: 'All object keys must match', details: null, hint: null })
    }
  })

  it('answers an empty body as PostgREST does', async () => {
    const answer = await send('POST', TABLE_URL, '')
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null })
  })
})
