import { describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { expectNoInternals, send, TABLE_URL } from './support/restBodies'
import { anonClient, uniqueEmail } from './support/stack'

describe('deeply nested bodies on the data API', () => {
  const tooDeep = {
    code: 'PGRST102',
    message: 'JSON nested too deeply',
    details: 'A body may nest arrays and objects at most 100 levels deep',
    hint: null,
  }

  /** An e-mail value nested `levels` objects deep: {"a":{"a":…"x"…}}. */
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`

  it('answers arrays nested 100 000 deep with a 400 JSON error, never a crash or a stack overflow', async () => {
    const answer = await send('POST', TABLE_URL, `${'['.repeat(100_000)}${']'.repeat(100_000)}`, { key: ANON_KEY })
    expectNoInternals(answer)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual(tooDeep)
  })

  it('answers a column value nested 100 000 deep the same, on insert and update', async () => {
    const body = `{"email":${nested(100_000)}}`
    const inserted = await send('POST', TABLE_URL, body, { key: ANON_KEY })
    expectNoInternals(inserted)
    expect(inserted.status).toBe(400)
    expect(inserted.body).toEqual(tooDeep)
    const updated = await send('PATCH', `${TABLE_URL}?email=eq.${encodeURIComponent(uniqueEmail('dyp'))}`, body)
    expectNoInternals(updated)
    expect(updated.status).toBe(400)
    expect(updated.body).toEqual(tooDeep)
  })

  it('reads a body nested exactly 100 levels, and refuses 101', async () => {
    // The row is the first level; its value takes the other 99. Read, it is refused by the address check.
    const read = await send('POST', TABLE_URL, `{"email":${nested(99)}}`, { key: ANON_KEY })
    expect(read.status).toBe(400)
    expect(read.body).toMatchObject({ code: '23514' })
    const refused = await send('POST', TABLE_URL, `{"email":${nested(100)}}`, { key: ANON_KEY })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual(tooDeep)
  })

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const email = `${'[{"'.repeat(50)}${uniqueEmail('klammer')}`
    const answer = await send('POST', TABLE_URL, JSON.stringify({ email }), { key: ANON_KEY })
    expect(answer.status).toBe(201)
  })

  it('keeps serving afterwards', async () => {
    const { error, status } = await anonClient()
      .from('newsletter_subscriptions')
      .insert({ email: uniqueEmail('etter-dyp') })
    expect(error).toBeNull()
    expect(status).toBe(201)
  })
})
