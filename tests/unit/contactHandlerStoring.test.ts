import { describe, expect, it } from 'vitest'
import { CONTACT_FIELDS } from '../../supabase/functions/_shared/contract/contactForm'
import { byField } from '../support/contactForm'
import { post, setup, SITE, valid } from './support/contactHandler'

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
    const withControls = byField((field) => `${valid[field].slice(0, 1)}\u0000${valid[field].slice(1)}\u0001\u001f`)
    const response = await handle(post(JSON.stringify(withControls)))
    expect(response.status).toBe(200)
    expect(stored.map((row) => row.message)).toEqual([valid])
  })

  it('answers a field of nothing but NUL with 400 and its message, not by storing it', async () => {
    const { handle, stored } = setup()
    const response = await handle(post(JSON.stringify({ ...valid, name: '\u0000\u0000\u0000' })))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'too_short' } })
    expect(stored).toEqual([])
  })

  it('stores no lone surrogate, which PostgreSQL would refuse', async () => {
    const { handle, stored } = setup()
    const withSurrogates = CONTACT_FIELDS.map((field) => `"${field}":"\\udc00${valid[field]}\\ud800"`)
    const response = await handle(post(`{${withSurrogates.join(',')}}`))
    expect(response.status).toBe(200)
    expect(stored[0]!.message).toEqual(valid)
  })

  it('stores every < and > that opens no tag as written', async () => {
    const { handle, stored } = setup()
    const text = 'Temperatur < 8 grader og > 2 i merdene, a < b && c > d.'
    await handle(post(JSON.stringify({ ...valid, subject: 'Grenser: <8 og >2', message: text })))
    expect(stored[0]!.message).toMatchObject({ subject: 'Grenser: <8 og >2', message: text })
  })
})
