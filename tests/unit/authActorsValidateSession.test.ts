import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { AuthUser } from '../../machines/auth.machine'
import type { createAuthActors } from '../../src/flows/session/authActors'
import { actorsWith, fakeClient, found, refused, session, settle, user } from './support/authActors'

describe('validateSession', () => {
  const validate = (actors: ReturnType<typeof createAuthActors>) =>
    toPromise(createActor(actors.validateSession, { input: { session } }).start())

  it("asks the backend for the user with the session's token and gives its id and e-mail", async () => {
    const { actors, client, pauses } = actorsWith(
      fakeClient({ answers: [{ data: { user: { ...user, role: 'authenticated' } as AuthUser }, error: null }] }),
    )
    expect(await validate(actors)).toEqual(user)
    expect(client.auth.getUser).toHaveBeenCalledExactlyOnceWith('token-a')
    expect(pauses).toEqual([])
  })

  it.each([
    ['502', new AuthApiError('Bad Gateway', 502, undefined)],
    ['503', new AuthApiError('Service Unavailable', 503, undefined)],
    ['504', new AuthApiError('Gateway Timeout', 504, undefined)],
    ['no network (status 0)', new AuthRetryableFetchError('Failed to fetch', 0)],
  ])('tries again after %s, pausing 200 ms', async (_, error) => {
    const { actors, client, pauses } = actorsWith(fakeClient({ answers: [refused(error), found] }))
    expect(await validate(actors)).toEqual(user)
    expect(client.auth.getUser).toHaveBeenCalledTimes(2)
    expect(pauses).toEqual([200])
  })

  it('gives up after three attempts, pausing 200 then 400 ms, with the last error', async () => {
    const last = new AuthApiError('Gateway Timeout', 504, undefined)
    const { actors, client, pauses } = actorsWith(
      fakeClient({
        answers: [
          refused(new AuthApiError('Bad Gateway', 502, undefined)),
          refused(new AuthRetryableFetchError('Failed to fetch', 0)),
          refused(last),
        ],
      }),
    )
    await expect(validate(actors)).rejects.toBe(last)
    expect(client.auth.getUser).toHaveBeenCalledTimes(3)
    expect(pauses).toEqual([200, 400])
  })

  it('waits for each pause before the next attempt', async () => {
    const client = fakeClient({ answers: [refused(new AuthApiError('Service Unavailable', 503, undefined)), found] })
    let resume!: () => void
    const { actors } = actorsWith(client, { pause: () => new Promise((resolve) => (resume = resolve)) })
    const result = validate(actors)
    await settle()
    expect(client.auth.getUser).toHaveBeenCalledOnce()
    resume()
    expect(await result).toEqual(user)
    expect(client.auth.getUser).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['403 session_not_found', new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found')],
    ['401 bad_jwt', new AuthApiError('invalid JWT: unable to parse or verify signature', 401, 'bad_jwt')],
    ['500', new AuthApiError('Internal Server Error', 500, 'unexpected_failure')],
  ])('does not try again after %s', async (_, error) => {
    const { actors, client, pauses } = actorsWith(fakeClient({ answers: [refused(error), found] }))
    await expect(validate(actors)).rejects.toBe(error)
    expect(client.auth.getUser).toHaveBeenCalledOnce()
    expect(pauses).toEqual([])
  })

  it('rejects when the client cannot load', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const { actors } = actorsWith({ ...fakeClient(), getSupabase: vi.fn(() => Promise.reject(failure)) })
    await expect(validate(actors)).rejects.toBe(failure)
  })
})
