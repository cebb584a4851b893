import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import { anonClient, API_URL, serviceClient, uniqueEmail } from './support/stack'

const TABLE_URL = `${API_URL}/rest/v1/newsletter_subscriptions`

interface Answer {
  status: number
  body: unknown
  text: string
}

/** A raw request to the data API, with a body supabase-js would never send. */
async function send(
  method: string,
  url: string,
  body: BodyInit,
  { key = SERVICE_ROLE_KEY, headers = {} }: { key?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    body,
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
  })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed, text }
}

const representation = { Prefer: 'return=representation' }

/** PostgreSQL's and the JavaScript engine's words that must never reach a client for a malformed body. */
function expectNoInternals(answer: Answer) {
  expect(answer.text).not.toMatch(/syntax error|at or near|42601|XX000|TypeError|Cannot use|call stack/i)
}

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

const MiB = 1024 * 1024
const CAP = MiB

/** `{"email":"…"}` padded to exactly `size` bytes. */
function bodyOfSize(size: number): string {
  const frame = '{"email":""}'
  return `{"email":"${'a'.repeat(size - frame.length)}"}`
}

/** What a raw connection got back until the server closed it, or until `ms` passed; and whether it was closed. */
function rawExchange(head: string, body: string, { ms = 5000, end = false } = {}): Promise<{ answer: string; closed: boolean }> {
  const { hostname, port } = new URL(API_URL)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    let closed = false
    const timer = setTimeout(() => finish(), ms)
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ answer, closed })
    }
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      closed = true
      finish()
    })
    socket.write(head + body)
    if (end) socket.end()
  })
}

function requestHead(contentLength: number): string {
  const { host } = new URL(API_URL)
  return [
    'POST /rest/v1/newsletter_subscriptions HTTP/1.1',
    `Host: ${host}`,
    `apikey: ${ANON_KEY}`,
    'Content-Type: application/json',
    `Content-Length: ${contentLength}`,
    '',
    '',
  ].join('\r\n')
}

/**
 * Streams a body without a length (chunked) of up to `total` bytes, as fast as the server takes
 * it, and stops when the answer is complete: how many bytes went out by then, and the answer.
 */
/**
 * Streams `total` bytes without a declared length. The server may answer 413 and then cut the
 * connection; a client that has not read the answer by then sees a reset instead (status null).
 */
function streamBody(total: number): Promise<{ status: number | null; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const request = httpRequest(TABLE_URL, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ status: null, body: '', sent })
      else reject(error)
    })
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        answered = true
        request.destroy()
        resolve({ status: response.statusCode!, body, sent })
      })
    })
    const pump = () => {
      while (!answered && !request.destroyed && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (sent >= total && !request.writableEnded) request.end()
    }
    request.write('{"email":"')
    pump()
  })
}

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

  it('keeps serving after a body over the cap', async () => {
    const { error, status } = await anonClient()
      .from('newsletter_subscriptions')
      .insert({ email: uniqueEmail('etter-stor') })
    expect(error).toBeNull()
    expect(status).toBe(201)
  })
})

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
