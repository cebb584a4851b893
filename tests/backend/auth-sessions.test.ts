import type { AuthChangeEvent } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { confirmAddress } from './support/inbox'
import { anonClient, uniqueEmail } from './support/stack'
import { confirmedUser, PASSWORD, signedIn } from './support/users'

describe('sign-out scopes', () => {
  it('local ends only this session', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const other = await signedIn(email)
    await client.auth.signOut({ scope: 'local' })
    expect((await anonClient().auth.getUser(session.access_token)).error?.name).toBe('AuthSessionMissingError')
    expect((await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe('refresh_token_not_found')
    expect((await anonClient().auth.getUser(other.session.access_token)).data.user?.email).toBe(email)
  })

  it('others ends every session but this one', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const other = await signedIn(email)
    await client.auth.signOut({ scope: 'others' })
    expect((await anonClient().auth.getUser(session.access_token)).data.user?.email).toBe(email)
    expect((await anonClient().auth.getUser(other.session.access_token)).error?.name).toBe('AuthSessionMissingError')
  })

  it('global ends every session of the user', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const other = await signedIn(email)
    await client.auth.signOut({ scope: 'global' })
    for (const token of [session.access_token, other.session.access_token]) {
      expect((await anonClient().auth.getUser(token)).error?.name).toBe('AuthSessionMissingError')
    }
  })
})

describe('auth state events', () => {
  it('come in the order the site relies on', async () => {
    const email = uniqueEmail('hendelser')
    const setup = anonClient()
    await setup.auth.signUp({ email, password: PASSWORD })
    await confirmAddress(email)

    const client = anonClient()
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    await client.auth.refreshSession()
    await client.auth.signOut()
    await expect.poll(() => events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'SIGNED_OUT'])
  })
})
