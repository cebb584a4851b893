import { createClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { createActor, toPromise, type AnyActorLogic } from 'xstate'
import { createAuthFormActors } from '../../src/flows/authForm/authFormActors'
import { createContactFormActors } from '../../src/flows/contactForm/contactFormActors'
import { ANON_KEY } from '../../supabase/local/keys'
import { memoryStore } from '../components/support/memoryStore'

const STACK_URL = 'http://127.0.0.1:54321'
const credentials = { email: 'kari@oppdrett.no', password: 'Havbors-passord-1' }
const message = { name: 'Ola Nordmann', email: 'ola@example.no', subject: 'Brønnbåt', message: 'Vi trenger en brønnbåt i uke 12.' }

/** A real client whose requests are recorded and answered `body`. */
function recordingClient(body: unknown) {
  const requests: { url: string; headers: Headers; body: unknown }[] = []
  const fetch = async (url: string, init?: RequestInit) => {
    requests.push({ url, headers: new Headers(init?.headers), body: init?.body ? JSON.parse(String(init.body)) : null })
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return { client: createClient(STACK_URL, ANON_KEY, { global: { fetch: fetch as typeof globalThis.fetch } }), requests }
}

/** Hands out numbered tokens, as a widget hands out a fresh one per request. */
function tokens(prefix: string) {
  let count = 0
  return async () => `${prefix}-${++count}`
}

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start())
const SESSION = { access_token: 'a', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user: { id: 'u1' } }

beforeEach(() => {
  vi.stubGlobal('WebSocket', ws)
  return () => vi.unstubAllGlobals()
})

describe('the captcha token on the way to Supabase', () => {
  it('goes with a sign-up and a sign-in as supabase-js captchaToken, a fresh one each time', async () => {
    const { client, requests } = recordingClient(SESSION)
    const actors = createAuthFormActors({
      getSupabase: async () => client,
      confirmationRedirect: 'http://127.0.0.1:4173/',
      isOnline: () => true,
      captcha: { signIn: tokens('inn'), signUp: tokens('reg') },
    })
    await run(actors.signUp, credentials)
    await run(actors.signIn, credentials)
    await run(actors.signIn, credentials)
    expect(requests.map((request) => (request.body as { gotrue_meta_security?: unknown }).gotrue_meta_security)).toEqual([
      { captcha_token: 'reg-1' },
      { captcha_token: 'inn-1' },
      { captcha_token: 'inn-2' },
    ])
  })

  it('is left out when the build has no bot protection', async () => {
    const { client, requests } = recordingClient(SESSION)
    const actors = createAuthFormActors({
      getSupabase: async () => client,
      confirmationRedirect: 'http://127.0.0.1:4173/',
      isOnline: () => true,
    })
    await run(actors.signUp, credentials)
    expect((requests[0]!.body as { gotrue_meta_security?: unknown }).gotrue_meta_security).toEqual({})
  })

  it('goes with a contact message in the header the contact function checks', async () => {
    const { client, requests } = recordingClient({ ok: true, id: 'm1' })
    const actors = createContactFormActors({
      getSupabase: async () => client,
      storage: memoryStore(),
      clock: { now: () => 0 },
      newIdempotencyKey: () => 'nøkkel-1',
      isOnline: () => true,
      captcha: tokens('kontakt'),
    })
    await run(actors.sendContactMessage, message)
    expect(requests[0]!.headers.get('x-captcha-token')).toBe('kontakt-1')
    expect(requests[0]!.body).toEqual(message)
  })
})
