import { describe, expect, it } from 'vitest'
import { contactFieldErrors } from '../../supabase/functions/_shared/contract/contactRules'
import { MAX_BODY_BYTES } from '../../supabase/functions/send-contact-notification/limits'
import { atCapMessage, byField, overCapMessage } from '../support/contactForm'
import { post, setup, SITE, valid } from './support/contactHandler'

describe('the contact function', () => {
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
    const longest = atCapMessage('🐟')
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
      fields: { email: 'invalid', message: 'too_short' },
    })
    expect(stored).toEqual([])
  })

  it('answers fields over their caps with 400 and each field’s maximum message, storing nothing', async () => {
    const { handle, stored } = setup()
    const response = await handle(post(JSON.stringify(overCapMessage())))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: byField(() => 'too_long') })
    expect(stored).toEqual([])
  })
})
