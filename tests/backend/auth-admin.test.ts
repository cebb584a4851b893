import { describe, expect, it } from 'vitest'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import { anonClient, API_URL, onSupabaseAuth, serviceClient } from './support/stack'
import { confirmedUser, PASSWORD } from './support/users'

/** A DELETE as a caller without supabase-js sends it: no API version, so errors come in GoTrue's first shape. */
async function deleteAs(token: string | null, id: string, body?: unknown) {
  const response = await fetch(`${API_URL}/auth/v1/admin/users/${id}`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('DELETE /auth/v1/admin/users/{id} (supabase-js auth.admin.deleteUser)', () => {
  it('deletes the user with its sessions and refresh tokens, and answers 200 {}', async () => {
    const { email, client, session } = await confirmedUser('slettes')
    const { error } = await serviceClient().auth.admin.deleteUser(session.user.id)
    expect(error).toBeNull()

    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    expect((await client.auth.getUser()).error?.code).toBe('user_not_found')
    expect((await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })).error?.code).toBe('refresh_token_not_found')
    expect(await deleteAs(SERVICE_ROLE_KEY, session.user.id)).toEqual({
      status: 404,
      body: { code: 404, error_code: 'user_not_found', msg: 'User not found' },
    })
  })

  it('answers GoTrue’s 404s for an id that is no UUID or no user’s', async () => {
    expect(await deleteAs(SERVICE_ROLE_KEY, 'ikke-en-id')).toEqual({
      status: 404,
      body: { code: 404, error_code: 'validation_failed', msg: 'user_id must be an UUID' },
    })
    const { error } = await serviceClient().auth.admin.deleteUser('00000000-0000-4000-8000-000000000000')
    expect([error?.status, error?.code, error?.message]).toEqual([404, 'user_not_found', 'User not found'])
  })

  it('is for the service role only: 401 without a token, 403 not_admin for the anon key and a user, and deletes nothing', async () => {
    const { email, session } = await confirmedUser('slettes')
    expect((await deleteAs(null, session.user.id)).status).toBe(401)
    for (const token of [ANON_KEY, session.access_token])
      expect(await deleteAs(token, session.user.id)).toEqual({
        status: 403,
        body: { code: 403, error_code: 'not_admin', msg: 'User not allowed' },
      })
    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('soft-deletes on Supabase Auth, and the user can no longer sign in; the stack refuses it and deletes nothing', async () => {
    const { email, session } = await confirmedUser('slettes')
    const { error } = await serviceClient().auth.admin.deleteUser(session.user.id, true)
    const signIn = await anonClient().auth.signInWithPassword({ email, password: PASSWORD })
    if (onSupabaseAuth()) {
      expect(error).toBeNull()
      expect(signIn.error?.code).toBe('invalid_credentials')
    } else {
      expect([error?.status, error?.code]).toEqual([422, 'soft_delete_unsupported'])
      expect(signIn.error).toBeNull()
    }
  })
})
