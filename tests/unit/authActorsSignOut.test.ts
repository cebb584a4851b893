import { AuthApiError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { SignOutScope } from '../../machines/auth.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../machines/lastContactSubmission'
import type { createAuthActors } from '../../src/flows/session/authActors'
import { actorsWith, fakeClient } from './support/authActors'

describe('signOut', () => {
  const signOut = (actors: ReturnType<typeof createAuthActors>, scope: SignOutScope = 'local') =>
    toPromise(createActor(actors.signOut, { input: { scope } }).start())

  it('signs out of this browser only (scope local)', async () => {
    const { actors, client } = actorsWith()
    await signOut(actors)
    expect(client.auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' })
  })

  it('signs out of every device with scope global', async () => {
    const { actors, client } = actorsWith()
    await signOut(actors, 'global')
    expect(client.auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'global' })
  })

  it("rejects with the client's error", async () => {
    const error = new AuthApiError('Session from session_id claim in JWT does not exist', 403, 'session_not_found')
    const { actors } = actorsWith(fakeClient({ signOutError: error }))
    await expect(signOut(actors)).rejects.toBe(error)
  })
})

describe('forgetContactSubmission', () => {
  it("removes the 'lastContactSubmission' entry and nothing else", async () => {
    const { actors, storage } = actorsWith()
    await toPromise(createActor(actors.forgetContactSubmission).start())
    expect(LAST_CONTACT_SUBMISSION_KEY).toBe('lastContactSubmission')
    expect(storage.entries.has('lastContactSubmission')).toBe(false)
    expect(storage.entries.get('cookie_consent_v1')).toBe('accepted')
  })

  it('resolves when there is nothing to remove', async () => {
    const { actors, storage } = actorsWith()
    storage.entries.clear()
    await expect(toPromise(createActor(actors.forgetContactSubmission).start())).resolves.toBeUndefined()
  })
})
