import { isCodeDue } from '../_shared/contract/twoStep.ts'

/** The signed-in user the function acts for. */
export interface Account {
  id: string
  email: string
  /** The account has two-step sign-in on, and this session has not given its code (GoTrue's aal1). */
  codeDue: boolean
}

/** What the password grant said of a password: right, wrong, or that the grant is rate-limited. */
export type PasswordVerdict = 'right' | 'wrong' | 'rate_limited'

/** GoTrue's error bodies in the shape of this API version: `{ code, message }`. */
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null
  return typeof body?.code === 'string' ? body.code : undefined
}

/** The calls the function makes to the project's Auth server (GoTrue), as supabase-js would make them. */
export function createAuthApi(supabaseUrl: string, anonKey: string, serviceRoleKey: string) {
  const auth = `${supabaseUrl}/auth/v1`

  return {
    /** The user of a live session's access token; null for any other token (GoTrue's 401 or 403). */
    async userOf(accessToken: string): Promise<Account | null> {
      const response = await fetch(`${auth}/user`, { headers: { ...API_VERSION, apikey: anonKey, Authorization: `Bearer ${accessToken}` } })
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel()
        return null
      }
      if (!response.ok) throw new Error(`GET /user: ${response.status} ${await response.text()}`)
      const user = (await response.json()) as { id?: unknown; email?: unknown; factors?: { status: string }[] }
      if (typeof user.id !== 'string' || typeof user.email !== 'string') throw new Error('GET /user: a user without id or e-mail')
      return { id: user.id, email: user.email, codeDue: isCodeDue(user, accessToken) }
    },

    /** Whether `password` is the user's, by the password grant; the session it opens goes with the user. */
    async checkPassword(email: string, password: string): Promise<PasswordVerdict> {
      const response = await fetch(`${auth}/token?grant_type=password`, {
        method: 'POST',
        headers: { ...API_VERSION, apikey: anonKey, 'Content-Type': 'application/json' },
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
        headers: { ...API_VERSION, apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
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
