import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { ANON_KEY } from '../../supabase/local/keys'

describe('getSupabase', () => {
  // Node 20 has no WebSocket of its own; the browser does, and the client wants one to exist.
  beforeEach(() => {
    vi.stubGlobal('WebSocket', ws)
  })

  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  async function freshGetSupabase() {
    vi.resetModules()
    return (await import('../../src/backend/supabaseClient')).getSupabase
  }

  it('makes one client, however often and however concurrently it is asked', async () => {
    const getSupabase = await freshGetSupabase()
    const [first, second] = await Promise.all([getSupabase(), getSupabase()])
    expect(first).toBe(second)
    expect(await getSupabase()).toBe(first)
  })

  it('talks to the local stack with the demo key when nothing is configured', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '')
    const fetch = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const supabase = await (await freshGetSupabase())()
    await supabase.from('newsletter_subscriptions').select('email')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toMatch(/^http:\/\/127\.0\.0\.1:54321\/rest\/v1\/newsletter_subscriptions\?/)
    expect(new Headers(init.headers).get('apikey')).toBe(ANON_KEY)
  })

  it('talks to the configured project', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co')
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'hosted-key')
    const fetch = vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const supabase = await (await freshGetSupabase())()
    await supabase.from('newsletter_subscriptions').select('email')
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toMatch(/^https:\/\/abc\.supabase\.co\/rest\/v1\/newsletter_subscriptions\?/)
    expect(new Headers(init.headers).get('apikey')).toBe('hosted-key')
  })
})
