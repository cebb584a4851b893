import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestHeadersToForward, responseHeadersToReturn } from '../../supabase/local/forwardedHeaders'
import { ANON_KEY } from '../../supabase/local/keys'
import { FUNCTION_PATH, invalidMessage, message, startFunction, VALIDATION_FAILED } from './support/functionGateway'
import { TEST_PORT } from './support/stack'

const ANSWER_TIMEOUT_MS = 60_000
const AS_VISITOR = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` }

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Whether the server said 100 Continue first. */
  continued: boolean
}

interface RawRequest {
  method?: string
  headers?: OutgoingHttpHeaders
  /** Written one by one; with `Expect: 100-continue` only after the server says continue. */
  chunks?: (string | Buffer)[]
}

/** A request exactly as written here, over a connection of its own, that must be answered in time. */
function raw({ method = 'POST', headers = {}, chunks = [] }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let continued = false
    const outgoing = request({ host: '127.0.0.1', port: TEST_PORT, path: FUNCTION_PATH, method, headers, agent: false })
    const timer = setTimeout(() => {
      outgoing.destroy()
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`))
    }, ANSWER_TIMEOUT_MS)
    const send = () => {
      for (const chunk of chunks) outgoing.write(chunk)
      outgoing.end()
    }
    outgoing.once('continue', () => {
      continued = true
      send()
    })
    outgoing.once('response', (response) => {
      const body: Buffer[] = []
      response.on('data', (chunk: Buffer) => body.push(chunk))
      response.once('end', () => {
        clearTimeout(timer)
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(body).toString('utf8'), continued })
        outgoing.destroy()
      })
    })
    outgoing.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    if (Object.keys(headers).some((name) => name.toLowerCase() === 'expect')) outgoing.flushHeaders()
    else send()
  })
}

const jsonOf = (answer: RawAnswer) => JSON.parse(answer.body) as unknown

beforeAll(startFunction, 120_000)

describe('requests passed on to a function', () => {
  it('handle a chunked JSON body like any other', async () => {
    const headers = { ...AS_VISITOR, 'Content-Type': 'application/json' }
    const chunked = await raw({
      headers: { ...headers, 'Transfer-Encoding': 'chunked' },
      chunks: [invalidMessage.slice(0, 10), invalidMessage.slice(10, 40), invalidMessage.slice(40)],
    })
    expect(chunked.status).toBe(400)
    expect(jsonOf(chunked)).toEqual(VALIDATION_FAILED)
    const whole = await raw({ headers: { ...headers, 'Content-Length': Buffer.byteLength(invalidMessage) }, chunks: [invalidMessage] })
    expect(jsonOf(whole)).toEqual(jsonOf(chunked))
  })

  it('answer Expect: 100-continue, so a 100 KB body (over the function’s cap, within the stack’s) gets the function’s 413', async () => {
    const big = JSON.stringify({ ...message, message: 'x'.repeat(100 * 1024) })
    const answer = await raw({
      headers: { ...AS_VISITOR, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(big), Expect: '100-continue' },
      chunks: [big],
    })
    expect(answer.status).toBe(413)
    expect(jsonOf(answer)).toEqual({ error: 'payload_too_large' })

    const small = await raw({
      headers: {
        ...AS_VISITOR,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(invalidMessage),
        Expect: '100-continue',
      },
      chunks: [invalidMessage],
    })
    expect(small.continued).toBe(true)
    expect(small.status).toBe(400)
    expect(jsonOf(small)).toEqual(VALIDATION_FAILED)
  })

  it('pass on a request that asks to upgrade as an ordinary one', async () => {
    const answer = await raw({ method: 'GET', headers: { ...AS_VISITOR, Connection: 'Upgrade', Upgrade: 'websocket' } })
    expect(answer.status).toBe(405)
    expect(jsonOf(answer)).toEqual({ error: 'method_not_allowed' })
  })

  it('lose the headers meant for one hop only, those the Connection header names too', async () => {
    const answer = await raw({
      headers: {
        ...AS_VISITOR,
        'Content-Type': 'application/json',
        Connection: 'keep-alive, X-Hop-Only',
        'Keep-Alive': 'timeout=5',
        'X-Hop-Only': 'for the stack alone',
        'Proxy-Authorization': 'Basic eDp5',
        TE: 'trailers',
      },
      chunks: [invalidMessage],
    })
    expect(answer.status).toBe(400)
    expect(jsonOf(answer)).toEqual(VALIDATION_FAILED)
  })

  it('forward only end-to-end headers, with the caller’s address appended to X-Forwarded-For and as CF-Connecting-IP', () => {
    const forwarded = requestHeadersToForward(
      {
        host: '127.0.0.1:54321',
        connection: 'keep-alive, X-Hop-Only',
        'keep-alive': 'timeout=5',
        'x-hop-only': 'for the stack alone',
        'proxy-authorization': 'Basic eDp5',
        'proxy-connection': 'keep-alive',
        te: 'trailers',
        trailer: 'x-checksum',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        expect: '100-continue',
        'content-length': '42',
        'content-type': 'application/json',
        authorization: `Bearer ${ANON_KEY}`,
        apikey: ANON_KEY,
        'x-client-info': 'supabase-js/2',
        'x-forwarded-for': '203.0.113.9',
        'cf-connecting-ip': '198.51.100.7',
        accept: 'application/json',
      },
      '127.0.0.1',
    )
    expect(Object.fromEntries(forwarded)).toEqual({
      'content-type': 'application/json',
      authorization: `Bearer ${ANON_KEY}`,
      apikey: ANON_KEY,
      'x-client-info': 'supabase-js/2',
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
      'cf-connecting-ip': '127.0.0.1',
      accept: 'application/json',
    })
  })

  it('return only the function’s end-to-end headers to the caller', () => {
    const returned = responseHeadersToReturn(
      new Headers({
        connection: 'keep-alive, X-Hop-Only',
        'keep-alive': 'timeout=5',
        'x-hop-only': '1',
        'proxy-authenticate': 'Basic',
        trailer: 'x-checksum',
        'transfer-encoding': 'chunked',
        upgrade: 'h2c',
        'content-length': '17',
        'content-encoding': 'gzip',
        'content-type': 'application/json; charset=utf-8',
        'access-control-allow-origin': 'http://127.0.0.1:4173',
        'retry-after': '600',
      }),
    )
    expect(returned).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'access-control-allow-origin': 'http://127.0.0.1:4173',
      'retry-after': '600',
    })
  })
})
