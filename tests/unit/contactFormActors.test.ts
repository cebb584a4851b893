import { createClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { type AnyActorLogic, createActor, toPromise } from 'xstate'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import type { KeyValueStore } from '../../src/flows/browserStorage'
import { CONTACT_FUNCTION, createContactFormActors } from '../../src/flows/contactForm/contactFormActors'
import { ANON_KEY } from '../../supabase/local/keys'
import { memoryStore } from '../components/support/memoryStore'

const NOW = 1_800_000_000_000
const STACK_URL = 'http://127.0.0.1:54321'
const FUNCTIONS_URL = `${STACK_URL}/functions/v1`
const message = { name: 'Ola Nordmann', email: 'ola@example.no', subject: 'Brønnbåt', message: 'Vi trenger en brønnbåt i uke 12.' }

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

/** A real client whose requests go to `fetch`. */
function clientWith(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  return createClient(STACK_URL, ANON_KEY, { global: { fetch: fetch as typeof globalThis.fetch } })
}

function actorsWith({
  storage = memoryStore() as KeyValueStore,
  fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { ok: true, id: 'm1' })),
} = {}) {
  const client = clientWith(fetch)
  const actors = createContactFormActors({ getSupabase: async () => client, storage, clock: { now: () => NOW } })
  return { actors, fetch }
}

// Node 20 has no WebSocket of its own; the browser does, and the client wants one to exist.
beforeEach(() => {
  vi.stubGlobal('WebSocket', ws)
  return () => vi.unstubAllGlobals()
})

function run(logic: AnyActorLogic, input?: unknown) {
  return toPromise(createActor(logic, { input }).start())
}

const blockedStorage: KeyValueStore = {
  get: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  set: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
  remove: () => {},
}

describe('readSubmissionTimes', () => {
  it('gives the clock’s now and the stored time of the last message', async () => {
    const { actors } = actorsWith({ storage: memoryStore({ [LAST_CONTACT_SUBMISSION_KEY]: String(NOW - 45_000) }) })
    expect(await run(actors.readSubmissionTimes)).toEqual({ now: NOW, lastSubmittedAt: NOW - 45_000 })
  })

  it.each([
    ['absent', undefined],
    ['not a number', 'i går'],
    ['a fraction', '1800000000000.5'],
    ['negative', '-5'],
    ['empty', ''],
  ])('gives null for a stored time that is %s', async (_, stored) => {
    const { actors } = actorsWith({ storage: memoryStore(stored === undefined ? {} : { [LAST_CONTACT_SUBMISSION_KEY]: stored }) })
    expect(await run(actors.readSubmissionTimes)).toEqual({ now: NOW, lastSubmittedAt: null })
  })

  it('counts a stored time later than now as now, so the wait is never longer than the limit', async () => {
    const { actors } = actorsWith({ storage: memoryStore({ [LAST_CONTACT_SUBMISSION_KEY]: String(NOW + 86_400_000) }) })
    expect(await run(actors.readSubmissionTimes)).toEqual({ now: NOW, lastSubmittedAt: NOW })
  })

  it('gives null, without rejecting, when storage is blocked', async () => {
    const { actors } = actorsWith({ storage: blockedStorage })
    expect(await run(actors.readSubmissionTimes)).toEqual({ now: NOW, lastSubmittedAt: null })
  })
})

describe('recordSubmission', () => {
  it('stores the time in ms under the one entry sign-out removes', async () => {
    const storage = memoryStore()
    const { actors } = actorsWith({ storage })
    await run(actors.recordSubmission, { at: NOW })
    expect(storage.entries.get(LAST_CONTACT_SUBMISSION_KEY)).toBe(String(NOW))
  })

  it('does not reject when storage refuses the write', async () => {
    const { actors } = actorsWith({ storage: blockedStorage })
    await expect(run(actors.recordSubmission, { at: NOW })).resolves.toBeUndefined()
  })
})

describe('sendContactMessage', () => {
  it('posts the message as JSON to the contact function and resolves on 200', async () => {
    const { actors, fetch } = actorsWith()
    await expect(run(actors.sendContactMessage, message)).resolves.toBeUndefined()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${FUNCTIONS_URL}/${CONTACT_FUNCTION}`)
    expect(init.method).toBe('POST')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init.body))).toEqual(message)
  })

  it.each([
    ['the field messages (400)', () => json(400, { error: 'validation_failed', fields: { name: 'Navn må være minst 2 tegn' } })],
    ['the server’s rate limit (429)', () => json(429, { error: 'rate_limited' }, { 'Retry-After': '600' })],
    ['a server error (500)', () => json(500, { code: 'unexpected_failure' })],
    ['a relay error', () => json(200, {}, { 'x-relay-error': 'true' })],
    ['another success status (202)', () => json(202, { ok: true })],
  ])('rejects on %s', async (_, answer) => {
    const { actors } = actorsWith({ fetch: vi.fn(async () => answer()) })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(Error)
  })

  it('rejects when the backend cannot be reached', async () => {
    const { actors } = actorsWith({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    })
    await expect(run(actors.sendContactMessage, message)).rejects.toMatchObject({ name: 'FunctionsFetchError' })
  })

  it('rejects when the client cannot be loaded', async () => {
    const actors = createContactFormActors({
      getSupabase: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      storage: memoryStore(),
      clock: { now: () => NOW },
    })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(TypeError)
  })

  it('gives up after its timeout, so the form is not held read-only for ever', async () => {
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const client = clientWith(fetch)
    const actors = createContactFormActors({
      getSupabase: async () => client,
      storage: memoryStore(),
      clock: { now: () => NOW },
      sendTimeoutMs: 20,
    })
    await expect(run(actors.sendContactMessage, message)).rejects.toMatchObject({ name: 'FunctionsFetchError' })
  })
})
