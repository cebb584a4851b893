import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { JWT_SECRET } from '../../supabase/local/keys'
import { anonClient } from './support/stack'
import { confirmedUser } from './support/users'

describe('getUser', () => {
  it('returns the user for a valid token', async () => {
    const { email, client, session } = await confirmedUser('bekreftet')
    const { data, error } = await client.auth.getUser(session.access_token)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })

  it('refuses a forged token', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const [header, payload] = session.access_token.split('.')
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`
    const { error } = await client.auth.getUser(forged)
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('bad_jwt')
  })

  it('refuses an expired token', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString())
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(JWT_SECRET))
    const { error } = await client.auth.getUser(expired)
    expect(error?.status).toBe(403)
    expect(error?.code).toBe('bad_jwt')
  })
})

describe('refresh tokens', () => {
  it('rotate on every refresh', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token })
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(data.session?.access_token).toBeTruthy()
  })

  it('give the current token again when its parent is retried, as after a lost response', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const rotated = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data.session!
    const retried = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(retried.data.session?.refresh_token).toBe(rotated.refresh_token)
  })

  it('all stop working when an older token is replayed, the owner’s too; its access token lives on until it expires', async () => {
    const { client, session } = await confirmedUser('bekreftet')
    const second = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data.session!
    const third = (await client.auth.refreshSession({ refresh_token: second.refresh_token })).data.session!
    const replay = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(replay.error?.code).toBe('refresh_token_already_used')
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used')
    const owner = await anonClient().auth.refreshSession({ refresh_token: third.refresh_token })
    expect(owner.error?.code).toBe('refresh_token_already_used')
    expect((await anonClient().auth.getUser(third.access_token)).data.user?.id).toBe(third.user.id)
  })
})
