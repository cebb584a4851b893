import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { anonClient, serviceClient, uniqueEmail } from './support/stack'
import { contactMessage } from '../support/contactForm'

describe('newsletter_subscriptions through the data API', () => {
  it('lets a visitor subscribe', async () => {
    const { error, status } = await anonClient()
      .from('newsletter_subscriptions')
      .insert({ email: uniqueEmail('nyhetsbrev') })
    expect(error).toBeNull()
    expect(status).toBe(201)
  })

  it('refuses the same address twice with code 23505, whatever its letter case', async () => {
    const email = uniqueEmail('dobbel')
    await anonClient().from('newsletter_subscriptions').insert({ email })
    for (const again of [email, email.toUpperCase()]) {
      const { error, status } = await anonClient().from('newsletter_subscriptions').insert({ email: again })
      expect(status).toBe(409)
      expect(error?.code).toBe('23505')
    }
  })

  it('refuses what is not an e-mail address', async () => {
    const { error, status } = await anonClient().from('newsletter_subscriptions').insert({ email: 'ikke-en-adresse' })
    expect(status).toBe(400)
    expect(error?.code).toBe('23514')
  })

  it('never lets a visitor read the list', async () => {
    const { data, error, status } = await anonClient().from('newsletter_subscriptions').select('email')
    expect(data).toBeNull()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  it('never lets a visitor choose other columns than the address', async () => {
    const { error } = await anonClient()
      .from('newsletter_subscriptions')
      .insert({ email: uniqueEmail('kolonne'), created_at: '2000-01-01' })
    expect(error?.code).toBe('42501')
  })

  it('lets the service role read it', async () => {
    const email = uniqueEmail('tjeneste')
    await anonClient().from('newsletter_subscriptions').insert({ email })
    const { data } = await serviceClient().from('newsletter_subscriptions').select('email').eq('email', email)
    expect(data).toEqual([{ email }])
  })
})

describe('contact_messages through the data API', () => {
  it('is closed to visitors, for reading and writing', async () => {
    const read = await anonClient().from('contact_messages').select('*')
    expect(read.error?.code).toBe('42501')
    const write = await anonClient()
      .from('contact_messages')
      .insert({ ...contactMessage(), client_key: 'x' })
    expect(write.error?.code).toBe('42501')
  })
})

describe('bytea columns through the data API', () => {
  it('come back as PostgREST writes them, \\x and hex digits, and match so in a filter', async () => {
    const hash = `\\x00ff${randomBytes(30).toString('hex')}`
    const inserted = await serviceClient()
      .from('newsletter_recent_mails')
      .insert({ address_hash: hash, mailed_at: new Date().toISOString() })
      .select('address_hash')
    expect(inserted).toMatchObject({ error: null, data: [{ address_hash: hash }] })
    const { data, error } = await serviceClient().from('newsletter_recent_mails').select('address_hash').eq('address_hash', hash)
    expect(error).toBeNull()
    expect(data).toEqual([{ address_hash: hash }])
  })
})

describe('requests the data API refuses', () => {
  it('answers an unknown table with 404', async () => {
    const { error, status } = await anonClient().from('finnes_ikke').select('*')
    expect(status).toBe(404)
    expect(error?.code).toBe('PGRST205')
  })

  it('answers an unknown column with 400, never running SQL made from it', async () => {
    const { error, status } = await serviceClient().from('newsletter_subscriptions').select('email; drop table x')
    expect(status).toBe(400)
    expect(error?.code).toBe('PGRST204')
  })
})
