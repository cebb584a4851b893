import { describe, expect, it } from 'vitest'
import { ANON_KEY } from '../../supabase/local/keys'
import { anonClient, API_URL, onSupabaseAuth, uniqueEmail } from './support/stack'
import { confirmedUser, PASSWORD, signedIn } from './support/users'

/** The user data every user of this file signs up with. */
const KARI = { navn: 'Kari', rolle: 'oppdretter' }
const NEW_PASSWORD = 'Nytt-passord-2027!'

describe('PUT /auth/v1/user (supabase-js updateUser)', () => {
  it('changes the password: the old one stops working, the user’s other sessions end, this one goes on', async () => {
    const { email, client } = await confirmedUser('nytt-passord', KARI)
    const other = await signedIn(email)

    const { data, error } = await client.auth.updateUser({ password: NEW_PASSWORD })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)

    expect((await anonClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    expect((await anonClient().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()
    expect((await client.auth.getUser()).data.user?.email).toBe(email)
    // GoTrue's 403 session_not_found, which supabase-js reports as a missing session.
    expect((await other.client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
    expect((await anonClient().auth.refreshSession({ refresh_token: other.session.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    )
  })

  it('refuses a weak password with the reasons, and the same password with same_password', async () => {
    const { client } = await confirmedUser('svakt', KARI)
    const weak = await client.auth.updateUser({ password: 'kortpass' })
    expect([weak.error?.name, weak.error?.status, weak.error?.code]).toEqual(['AuthWeakPasswordError', 422, 'weak_password'])
    expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['characters'])

    const same = await client.auth.updateUser({ password: PASSWORD })
    expect([same.error?.status, same.error?.code, same.error?.message]).toEqual([
      422,
      'same_password',
      'New password should be different from the old password.',
    ])
  })

  it('merges data into the user’s metadata, a key set to null removed', async () => {
    const { client } = await confirmedUser('data', KARI)
    const { data, error } = await client.auth.updateUser({ data: { navn: 'Kari Nordmann', rolle: null } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toMatchObject({ navn: 'Kari Nordmann' })
    expect(data.user?.user_metadata).not.toHaveProperty('rolle')
  })

  it('refuses app_metadata and an address taken by another user; a new address is the stack’s one difference', async () => {
    const { client } = await confirmedUser('felt', KARI)
    const taken = await confirmedUser('opptatt', KARI)
    const app = await client.auth.updateUser({ data: {}, ...({ app_metadata: { role: 'admin' } } as object) })
    expect([app.error?.status, app.error?.code]).toEqual([403, 'not_admin'])
    const exists = await client.auth.updateUser({ email: taken.email })
    expect([exists.error?.status, exists.error?.code]).toEqual([422, 'email_exists'])
    const change = await client.auth.updateUser({ email: uniqueEmail('ny-adresse') })
    // Supabase Auth mails both addresses to confirm the change; the stack offers no change of address.
    expect([change.error?.status, change.error?.code]).toEqual(
      onSupabaseAuth() ? [undefined, undefined] : [422, 'email_change_unsupported'],
    )
  })

  it('answers 401 without a bearer token and 403 with the anon key', async () => {
    const put = (headers: Record<string, string>) =>
      fetch(`${API_URL}/auth/v1/user`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ password: NEW_PASSWORD }),
      })
    const without = await put({})
    expect([without.status, ((await without.json()) as { error_code: string }).error_code]).toEqual([401, 'no_authorization'])
    const anon = await put({ Authorization: `Bearer ${ANON_KEY}` })
    expect(anon.status).toBe(403)
  })
})
