import { createClient } from '@supabase/supabase-js'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { type AnyActorLogic, createActor, toPromise } from 'xstate'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import { OfflineError } from '../../machines/offline'
import type { KeyValueStore } from '../../src/runtime/browserStorage'
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

/** Idempotency keys in the order they are made: key-1, key-2, … */
function countingKeys() {
  let made = 0
  return () => `key-${++made}`
}

function actorsWith({
  storage = memoryStore() as KeyValueStore,
  fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { ok: true, id: 'm1' })),
  isOnline = (): boolean => true,
} = {}) {
  const client = clientWith(fetch)
  const actors = createContactFormActors({
    getSupabase: async () => client,
    storage,
    clock: { now: () => NOW },
    newIdempotencyKey: countingKeys(),
    isOnline,
  })
  return { actors, fetch }
}

/** The Idempotency-Key header of each call `fetch` received. */
const keysSent = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map((call) => new Headers((call as unknown as [string, RequestInit])[1].headers).get('Idempotency-Key'))

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
    ['the field messages (400)', () => json(400, { error: 'validation_failed', fields: { name: 'too_short' } })],
    ['the server’s rate limit (429)', () => json(429, { error: 'rate_limited' }, { 'Retry-After': '600' })],
    ['a server error (500)', () => json(500, { code: 'unexpected_failure' })],
    ['a relay error', () => json(200, {}, { 'x-relay-error': 'true' })],
    ['another success status (202)', () => json(202, { ok: true })],
  ])('rejects on %s', async (_, answer) => {
    const { actors } = actorsWith({ fetch: vi.fn(async () => answer()) })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(Error)
  })

  it('sends a message again unchanged under the same Idempotency-Key until it succeeds, and the next under a new one', async () => {
    const answers = [json(502, { message: 'Bad Gateway' }), json(200, { ok: true, id: 'm1' }), json(200, { ok: true, id: 'm2' })]
    const { actors, fetch } = actorsWith({ fetch: vi.fn(async () => answers.shift()!) })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(Error)
    await run(actors.sendContactMessage, message)
    await run(actors.sendContactMessage, message)
    expect(keysSent(fetch)).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it('sends a message changed after a failure under a new Idempotency-Key', async () => {
    const { actors, fetch } = actorsWith({ fetch: vi.fn(async () => json(500, {})) })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(Error)
    await expect(run(actors.sendContactMessage, { ...message, subject: 'Brønnbåt i uke 13' })).rejects.toBeInstanceOf(Error)
    expect(keysSent(fetch)).toEqual(['key-1', 'key-2'])
  })

  it('rejects with an OfflineError and sends nothing while the browser is offline', async () => {
    const { actors, fetch } = actorsWith({ isOnline: () => false })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(OfflineError)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rejects with an OfflineError when the browser went offline while sending', async () => {
    let online = true
    const { actors } = actorsWith({
      isOnline: () => online,
      fetch: vi.fn(async () => {
        online = false
        throw new TypeError('Failed to fetch')
      }),
    })
    await expect(run(actors.sendContactMessage, message)).rejects.toBeInstanceOf(OfflineError)
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
      newIdempotencyKey: countingKeys(),
      isOnline: () => true,
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
      newIdempotencyKey: countingKeys(),
      isOnline: () => true,
      sendTimeoutMs: 20,
    })
    await expect(run(actors.sendContactMessage, message)).rejects.toMatchObject({ name: 'FunctionsFetchError' })
  })
})
