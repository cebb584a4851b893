import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { createAuthActors } from '../../src/flows/session/authActors'
import { takeSessionFromAddress } from '../../src/flows/session/addressSession'
import { hasSessionToCheck } from '../../src/flows/session/watchSession'
import { memoryStore } from '../components/support/memoryStore'

const TOKENS = { access_token: 'header.payload.signature', refresh_token: 'r3fr35h' }
const LINK_FRAGMENT = `#${new URLSearchParams({ ...TOKENS, expires_in: '3600', sb: '', token_type: 'bearer', type: 'signup' })}`

function addressWith(hash: string) {
  const history = { state: { from: 'router' }, replaceState: vi.fn() }
  return { location: { hash, pathname: '/', search: '?utm_source=e-post' }, history }
}

describe('takeSessionFromAddress', () => {
  it("takes the confirmation link's tokens and replaces the history entry with the address without them", () => {
    const { location, history } = addressWith(LINK_FRAGMENT)
    expect(takeSessionFromAddress(location, history)).toEqual(TOKENS)
    expect(history.replaceState).toHaveBeenCalledOnce()
    expect(history.replaceState).toHaveBeenCalledWith({ from: 'router' }, '', '/?utm_source=e-post')
  })

  it('leaves an address without a session alone: no fragment, another fragment, or an error from the link', () => {
    for (const hash of [
      '',
      '#faq',
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
      '#access_token=only',
    ]) {
      const { location, history } = addressWith(hash)
      expect(takeSessionFromAddress(location, history)).toBeNull()
      expect(history.replaceState).not.toHaveBeenCalled()
    }
  })
})

describe('hasSessionToCheck', () => {
  it('is true for a session from the address or a stored one, and false for neither', () => {
    expect(hasSessionToCheck(memoryStore(), TOKENS)).toBe(true)
    expect(hasSessionToCheck(memoryStore({ 'sb-127-auth-token': '{}' }), null)).toBe(true)
    expect(hasSessionToCheck(memoryStore(), null)).toBe(false)
  })
})

describe("the auth events actor and the confirmation link's session", () => {
  function fakeClient() {
    const calls: string[] = []
    const auth = {
      onAuthStateChange: vi.fn(() => {
        calls.push('listen')
        return { data: { subscription: { unsubscribe: () => calls.push('unlisten') } } }
      }),
      setSession: vi.fn(async (session: typeof TOKENS) => {
        calls.push(`adopt ${session.refresh_token}`)
        return { data: { session: null, user: null }, error: null }
      }),
    }
    return { calls, getSupabase: async () => ({ auth }) as never }
  }

  /** Starts the auth events actor, lets the client arrive, and stops it. */
  async function runEvents(actors: ReturnType<typeof createAuthActors>) {
    const actor = createActor(actors.authEvents).start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.stop()
  }

  it('is handed to the client once, after the listener is in place', async () => {
    const { calls, getSupabase } = fakeClient()
    const actors = createAuthActors({ getSupabase, storage: memoryStore(), addressSession: TOKENS })
    await runEvents(actors)
    await runEvents(actors)
    expect(calls).toEqual(['listen', `adopt ${TOKENS.refresh_token}`, 'unlisten', 'listen', 'unlisten'])
  })

  it('is not asked for without one', async () => {
    const { calls, getSupabase } = fakeClient()
    await runEvents(createAuthActors({ getSupabase, storage: memoryStore() }))
    expect(calls).toEqual(['listen', 'unlisten'])
  })
})
