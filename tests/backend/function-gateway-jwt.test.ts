import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { functionConfigFrom } from '../../supabase/local/config'
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import type { LocalStack } from '../../supabase/local/stack'
import { FUNCTION_PATH, invalidMessage, message, startFunction, VALIDATION_FAILED } from './support/functionGateway'
import { confirmAddress } from './support/inbox'
import { anonClient, API_URL, OWN_STACK_PORTS, serviceClient, startTestStack, uniqueEmail } from './support/stack'

beforeAll(startFunction, 120_000)

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
