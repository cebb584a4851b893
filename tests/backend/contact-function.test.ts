import type { FunctionsHttpError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { CONTACT_RATE_LIMIT, MAX_BODY_BYTES } from '../../supabase/functions/send-contact-notification/limits'
import { ANON_KEY } from '../../supabase/local/keys'
import { storedFromThisMachine, storedMessages } from './support/contactFunction'
import { htmlOf, mailsTo } from './support/inbox'
import { atCapMessage } from '../support/contactForm'
import { message, OWNER } from './support/contactMessage'
import { anonClient, API_URL, serviceClient } from './support/stack'

const FUNCTION_URL = `${API_URL}/functions/v1/send-contact-notification`

async function statusOf(init: RequestInit): Promise<number> {
  const response = await fetch(FUNCTION_URL, {
    ...init,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, ...init.headers },
  })
  await response.body?.cancel()
  return response.status
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
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'too_short' } })
  })

  it('answers fields over their caps with 400 and their maximum messages, instead of cutting them', async () => {
    const { error } = await anonClient().functions.invoke('send-contact-notification', {
      body: { ...message, name: 'N'.repeat(101), message: 'M'.repeat(5001) },
    })
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'validation_failed',
      fields: { name: 'too_long', message: 'too_long' },
    })
  })

  it('answers a name of one emoji with 400 and the minimum message, as the table counts one character', async () => {
    const { error } = await anonClient().functions.invoke('send-contact-notification', { body: { ...message, name: '🐟' } })
    const response = (error as FunctionsHttpError).context as Response
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'too_short' } })
  })

  it('never answers 5xx to NUL, other control characters or lone surrogates: it stores the message without them', async () => {
    const subject = 'Kontrolltegn i skjemaet'
    const body = JSON.stringify({
      ...message,
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
    const longest = atCapMessage('🐟')
    const response = await fetch(FUNCTION_URL, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...longest, name: `${longest.name}x` }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'validation_failed', fields: { name: 'too_long' } })
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
    const already = await storedFromThisMachine()
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
    const args = { message: { ...message, subject }, client_key: 'direkte', max_messages: 1, window_seconds: 600 }
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
