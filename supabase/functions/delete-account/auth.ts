import { AUTH_API_VERSION, createSessionUserLookup } from '../_shared/sessionUser.ts'

/** What the password grant said of a password: right, wrong, or that the grant is rate-limited. */
export type PasswordVerdict = 'right' | 'wrong' | 'rate_limited'

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null
  return typeof body?.code === 'string' ? body.code : undefined
}

/** The calls the function makes to the project's Auth server (GoTrue), as supabase-js would make them. */
export function createAuthApi(supabaseUrl: string, anonKey: string, serviceRoleKey: string) {
  const auth = `${supabaseUrl}/auth/v1`

  return {
    /** The user of a live session's access token; null for any other token. */
    userOf: createSessionUserLookup(supabaseUrl, anonKey),

    /** Whether `password` is the user's, by the password grant; the session it opens goes with the user. */
    async checkPassword(email: string, password: string): Promise<PasswordVerdict> {
      const response = await fetch(`${auth}/token?grant_type=password`, {
        method: 'POST',
        headers: { ...AUTH_API_VERSION, apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
      if (response.ok) {
        await response.body?.cancel()
        return 'right'
      }
      if (response.status === 429) {
        await response.body?.cancel()
        return 'rate_limited'
      }
      const code = await errorCode(response)
      if (response.status === 400 && code === 'invalid_credentials') return 'wrong'
      throw new Error(`POST /token: ${response.status} ${code ?? ''}`)
    },

    /** Deletes the user, its sessions with it; a user already gone counts as deleted. */
    async deleteUser(id: string): Promise<void> {
      const response = await fetch(`${auth}/admin/users/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: {
          ...AUTH_API_VERSION,
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ should_soft_delete: false }),
      })
      if (response.ok) {
        await response.body?.cancel()
        return
      }
      const code = await errorCode(response)
      if (response.status === 404 && code === 'user_not_found') return
      throw new Error(`DELETE /admin/users: ${response.status} ${code ?? ''}`)
    },
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
