import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { functionConfigFrom } from '../../supabase/local/config'
import { requestHeadersToForward, responseHeadersToReturn } from '../../supabase/local/forwardedHeaders'
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import type { LocalStack } from '../../supabase/local/stack'
import { confirmAddress } from './support/inbox'
import { anonClient, API_URL, OWN_STACK_PORTS, serviceClient, startTestStack, TEST_PORT, uniqueEmail } from './support/stack'

const FUNCTION_PATH = '/functions/v1/send-contact-notification'
const ANSWER_TIMEOUT_MS = 60_000
const message = {
  name: 'Kari Nordmann',
  email: 'kari@oppdrett.test',
  subject: 'Gjennom porten',
  message: 'Vi trenger en brønnbåt til lokaliteten.',
}
/** Breaks one rule, so the function answers 400 without storing anything or counting against the rate limit. */
const invalidMessage = JSON.stringify({ ...message, name: 'K' })
const VALIDATION_FAILED = { error: 'validation_failed', fields: { name: 'Navn må være minst 2 tegn' } }
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

beforeAll(async () => {
  // The function's first call starts Deno; start it here, so no test below waits for that.
  await anonClient().functions.invoke('send-contact-notification', { body: { ...message, name: 'K' } })
}, 120_000)

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

/** A token with these claims, signed with `secret` (the project's unless a test forges one). */
function signed(claims: Record<string, unknown>, expiresAt: number, secret = JWT_SECRET): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret))
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

/** A confirmed user's access token, as supabase-js sends it once the user is signed in. */
async function userAccessToken(): Promise<string> {
  const email = uniqueEmail('funksjon')
  const password = 'Brønnbåt-2026!'
  const client = anonClient()
  await client.auth.signUp({ email, password })
  await confirmAddress(email)
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  return data.session.access_token
}

/** Calls the function of `url` as a client would, with the anon key as apikey and the given Authorization. */
async function call(authorization: string | null, body: string, url = API_URL) {
  const response = await fetch(`${url}${FUNCTION_PATH}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
    body,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

/** A valid message under a subject of its own: stored if, and only if, the function runs. */
function validMessage(subject: string): string {
  return JSON.stringify({ ...message, subject })
}

async function stored(subject: string): Promise<unknown[]> {
  const { data, error } = await serviceClient().from('contact_messages').select('id').eq('subject', subject)
  if (error) throw error
  return data
}

describe('verify_jwt = true in config.toml', () => {
  it('refuses a call without a token with 401 and never runs the function', async () => {
    const subject = 'Uten nøkkel'
    expect(await call(null, validMessage(subject))).toEqual({ status: 401, body: { code: 401, message: 'Missing authorization header' } })
    expect(await stored(subject)).toEqual([])
  })

  it('refuses a forged token, and what is no bearer JWT at all, with 401 and never runs the function', async () => {
    const [header, payload] = ANON_KEY.split('.')
    const forgedSignature = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    const otherSecret = await signed({ iss: 'supabase-demo', role: 'anon' }, inAnHour(), 'another-secret-with-at-least-32-characters')
    const subject = 'Forfalsket nøkkel'
    for (const authorization of [`Bearer ${forgedSignature}`, `Bearer ${otherSecret}`, 'Bearer not-a-jwt', `Basic ${ANON_KEY}`]) {
      expect(await call(authorization, validMessage(subject))).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } })
    }
    expect(await stored(subject)).toEqual([])
  })

  it('refuses an expired token with 401 and never runs the function', async () => {
    const expired = await signed({ iss: 'supabase-demo', role: 'anon' }, Math.floor(Date.now() / 1000) - 60)
    const subject = 'Utløpt nøkkel'
    expect(await call(`Bearer ${expired}`, validMessage(subject))).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } })
    expect(await stored(subject)).toEqual([])
  })

  it('lets the anon key, the service role key and a user’s access token through to the function', async () => {
    for (const token of [ANON_KEY, SERVICE_ROLE_KEY, await userAccessToken()]) {
      expect(await call(`Bearer ${token}`, invalidMessage)).toEqual({ status: 400, body: VALIDATION_FAILED })
    }
  })

  it('never checks a preflight', async () => {
    const preflight = await fetch(`${API_URL}${FUNCTION_PATH}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
  })
})

describe('verify_jwt = false in config.toml', () => {
  let folder: string
  let stack: LocalStack

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'havbors-config-'))
    const configFile = join(folder, 'config.toml')
    await writeFile(configFile, '[functions.send-contact-notification]\nenabled = true\nverify_jwt = false\n')
    stack = await startTestStack({ port: OWN_STACK_PORTS.verifyJwtOff, configFile })
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
    await rm(folder, { recursive: true, force: true })
  })

  it('passes a call without a token on to the function', async () => {
    expect(await call(null, invalidMessage, stack.url)).toEqual({ status: 400, body: VALIDATION_FAILED })
  }, 90_000)
})

describe('the functions’ settings in config.toml', () => {
  it('take verify_jwt per function, true unless it says false', () => {
    const settings = functionConfigFrom(`
[api]
verify_jwt = false

[functions.open]
enabled = true
verify_jwt = false # called by a webhook

[functions."quoted-name"]
verify_jwt=false

[functions.closed]
verify_jwt = true

[functions.plain]
enabled = true
`)
    expect(['open', 'quoted-name', 'closed', 'plain', 'unknown'].map((name) => settings(name).verifyJwt)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ])
  })
})
