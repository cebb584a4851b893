import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { runCallback } from './support/runCallback'
import { actorsWith, fakeClient, session, settle } from './support/authActors'

describe('authEvents', () => {
  it('forwards each client event on a later task, never from inside the client’s listener', async () => {
    const tasks: (() => void)[] = []
    const { actors, client } = actorsWith(fakeClient(), { later: (run) => void tasks.push(run) })
    const events = runCallback(actors.authEvents)
    await settle()
    expect(client.auth.onAuthStateChange).toHaveBeenCalledOnce()

    client.emit('INITIAL_SESSION', null)
    client.emit('SIGNED_IN', session)
    expect(events.received()).toEqual([])
    expect(tasks).toHaveLength(2)

    tasks.shift()!()
    expect(events.received()).toEqual([{ type: 'auth.change', event: 'INITIAL_SESSION', session: null }])
    tasks.shift()!()
    expect(events.received()).toEqual([
      { type: 'auth.change', event: 'INITIAL_SESSION', session: null },
      { type: 'auth.change', event: 'SIGNED_IN', session },
    ])
  })

  it.each(['TOKEN_REFRESHED', 'USER_UPDATED', 'SIGNED_OUT', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const)(
    'forwards %s as it is',
    async (event) => {
      const { actors, client } = actorsWith(fakeClient(), { later: (run) => run() })
      const events = runCallback(actors.authEvents)
      await settle()
      const carried = event === 'SIGNED_OUT' ? null : session
      client.emit(event, carried)
      expect(events.received()).toEqual([{ type: 'auth.change', event, session: carried }])
    },
  )

  it('hands each event on from a timer task by default', async () => {
    const { actors, client } = actorsWith()
    const events = runCallback(actors.authEvents)
    await settle()
    client.emit('SIGNED_IN', session)
    await Promise.resolve()
    expect(events.received()).toEqual([])
    await settle()
    expect(events.received()).toEqual([{ type: 'auth.change', event: 'SIGNED_IN', session }])
  })

  it('unsubscribes from the client when stopped', async () => {
    const { actors, client } = actorsWith()
    const events = runCallback(actors.authEvents)
    await settle()
    expect(client.unsubscribe).not.toHaveBeenCalled()
    events.stop()
    expect(client.unsubscribe).toHaveBeenCalledOnce()
  })

  it('never subscribes when stopped before the client has loaded', async () => {
    const client = fakeClient()
    let loaded!: () => void
    const { actors } = actorsWith({
      ...client,
      getSupabase: vi.fn(() => new Promise<Pick<SupabaseClient, 'auth'>>((resolve) => (loaded = () => resolve(client.getSupabase())))),
    })
    const events = runCallback(actors.authEvents)
    events.stop()
    loaded()
    await settle()
    expect(client.auth.onAuthStateChange).not.toHaveBeenCalled()
  })

  it('counts a client that cannot load as INITIAL_SESSION without a session, on a later task', async () => {
    const tasks: (() => void)[] = []
    const client = fakeClient()
    const { actors } = actorsWith(
      { ...client, getSupabase: vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))) },
      { later: (run) => void tasks.push(run) },
    )
    const events = runCallback(actors.authEvents)
    await settle()
    expect(events.received()).toEqual([])
    tasks.forEach((run) => run())
    expect(events.received()).toEqual([{ type: 'auth.change', event: 'INITIAL_SESSION', session: null }])
  })
})
