import { describe, expect, it } from 'vitest'
import { nestedObjects, STRONG_PASSWORD, withBytes } from './hostile/cases'
import { signed } from './hostile/tokens'
import { anonClient, API_URL, onSupabaseAuth, uniqueEmail } from './support/stack'
import { confirmedUser } from './support/users'

/**
 * Input that Supabase Auth takes or answers otherwise than the stack's own auth, which the hostile
 * requests hold to refusing it (docs/decisions.md, 'The local stack, the parity stack and hosted Supabase'). Each side's answer.
 */
const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000'

async function post(path: string, body: string | Buffer, token?: string): Promise<{ status: number; code: unknown }> {
  const response = await fetch(`${API_URL}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
  const text = await response.text()
  return { status: response.status, code: text ? (JSON.parse(text) as { code?: unknown }).code : undefined }
}

const signUp = (body: string | Buffer) => post('/signup', body)
const signUpOf = (fields: Record<string, unknown>) => signUp(JSON.stringify(fields))

describe('a sign-up', () => {
  it('with user data 150 objects deep: refused here, taken by Supabase Auth', async () => {
    const body = `{"email":"${uniqueEmail('dyp')}","password":"${STRONG_PASSWORD}","data":{"a":${nestedObjects(150)}}}`
    expect((await signUp(body)).status).toBe(onSupabaseAuth() ? 200 : 400)
  })

  it('with a byte that is no UTF-8 in the password: refused here, taken by Supabase Auth', async () => {
    const body = withBytes({ email: uniqueEmail('bytes'), password: STRONG_PASSWORD }, 'password', [0xff])
    expect((await signUp(body)).status).toBe(onSupabaseAuth() ? 200 : 400)
  })

  it('of an address without a dot in its domain: refused here, taken by Supabase Auth', async () => {
    const local = uniqueEmail('uten-punktum').split('@')[0]
    expect((await signUpOf({ email: `${local}@oppdrett`, password: STRONG_PASSWORD })).status).toBe(onSupabaseAuth() ? 200 : 400)
  })

  it('without an address: 400 validation_failed here, 422 anonymous_provider_disabled on Supabase Auth', async () => {
    expect(await signUpOf({ password: STRONG_PASSWORD })).toEqual(
      onSupabaseAuth() ? { status: 422, code: 'anonymous_provider_disabled' } : { status: 400, code: 'validation_failed' },
    )
  })
})

describe('a token signed with the project’s secret whose sub is no UUID', () => {
  it('is refused by both, 403 here and 400 bad_jwt on Supabase Auth', async () => {
    const token = signed({ role: 'authenticated', sub: "x' or '1'='1", session_id: NO_SUCH_USER, exp: 1983812996 })
    const { error } = await anonClient().auth.getUser(token)
    expect([error?.status, error?.code]).toEqual(onSupabaseAuth() ? [400, 'bad_jwt'] : [403, 'bad_jwt'])
  })
})

describe('a logout with the scope ""', () => {
  it('is refused here (400) and taken as the default scope by Supabase Auth (204)', async () => {
    const { session } = await confirmedUser('tomt-omfang')
    expect((await post('/logout?scope=', '', session.access_token)).status).toBe(onSupabaseAuth() ? 204 : 400)
  })
})
