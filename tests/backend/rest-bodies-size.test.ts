import { describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { bodyOfSize, CAP, MiB, send, TABLE_URL } from './support/restBodies'
import { rawExchange, requestHead, sendWholeThenRead, streamBody } from './support/restBodiesRaw'
import { anonClient, uniqueEmail } from './support/stack'

describe('the size of a body on the data API', () => {
  it('answers a body over 1 MiB with 413 and a JSON error', async () => {
    const answer = await send('POST', TABLE_URL, bodyOfSize(CAP + 1), { key: ANON_KEY })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ message: 'Request size limit exceeded' })
  })

  it('still reads a body of exactly 1 MiB', async () => {
    const answer = await send('POST', TABLE_URL, bodyOfSize(CAP), { key: ANON_KEY })
    // Read, parsed and refused by the table's own check on the address, not by the cap.
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: '23514' })
  })

  it('answers a declared length over the cap at once, and then closes the connection rather than wait for the body', async () => {
    const { answer, closed } = await rawExchange(requestHead(100 * MiB), '{"email":"')
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('{"message":"Request size limit exceeded"}')
    expect(closed).toBe(true)
  })

  it('stops reading a body sent without a length soon after it passes the cap', async () => {
    const { status, body, sent } = await streamBody(256 * MiB)
    expect(sent).toBeLessThan(32 * MiB)
    if (status !== null) {
      expect(status).toBe(413)
      expect(JSON.parse(body)).toEqual({ message: 'Request size limit exceeded' })
    }
  })

  it('reads and drops up to 16 MiB more after the 413, so a client that reads once it has sent all gets the answer, not a reset', async () => {
    const { answer, reset } = await sendWholeThenRead(12 * MiB)
    expect(reset).toBe(false)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('{"message":"Request size limit exceeded"}')
  })

  it('keeps serving after a body over the cap', async () => {
    const { error, status } = await anonClient()
      .from('newsletter_subscriptions')
      .insert({ email: uniqueEmail('etter-stor') })
    expect(error).toBeNull()
    expect(status).toBe(201)
  })
})

describe('many rows in one insert on the data API', () => {
  it('answers more than 65 535 values (the most one PostgreSQL statement can take) with the rows’ own error', async () => {
    const body = JSON.stringify(Array.from({ length: 70_000 }, () => ({ email: 'x' })))
    expect(body.length).toBeLessThanOrEqual(CAP)
    const answer = await send('POST', TABLE_URL, body, { key: ANON_KEY })
    expect(answer.text).not.toMatch(/bind message|parameter formats|08P01/)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ code: '23514' })
  })
})
