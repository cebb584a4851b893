import { describe, expect, it } from 'vitest'
import { describeBackend, resolveBackendConfig } from '../../src/backend/backendConfig'
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../../src/backend/localStack'
import { ANON_KEY } from '../../supabase/local/keys'

describe('which backend the site talks to', () => {
  it('knows the local stack by the key the stack signs', () => {
    expect(LOCAL_ANON_KEY).toBe(ANON_KEY)
  })

  it('is the local stack with its demo key when nothing is set', () => {
    expect(resolveBackendConfig({})).toEqual({ url: LOCAL_SUPABASE_URL, anonKey: ANON_KEY, isLocalDefault: true })
    expect(resolveBackendConfig({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toEqual(resolveBackendConfig({}))
  })

  it('is a hosted project with its own key when both are set', () => {
    const config = resolveBackendConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'hosted-key' })
    expect(config).toEqual({ url: 'https://abc.supabase.co', anonKey: 'hosted-key', isLocalDefault: false })
  })

  it('gives another local stack the demo key, since every local stack shares it', () => {
    expect(resolveBackendConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54341' })).toEqual({
      url: 'http://127.0.0.1:54341',
      anonKey: ANON_KEY,
      isLocalDefault: false,
    })
  })

  it('refuses a hosted project without its key, and a URL that is none', () => {
    expect(() => resolveBackendConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(/VITE_SUPABASE_ANON_KEY/)
    expect(() => resolveBackendConfig({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(/not a URL/)
    expect(() => resolveBackendConfig({ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(/http/)
  })

  it('says in one line which backend a build is for', () => {
    expect(describeBackend(resolveBackendConfig({}))).toMatch(/^Backend: http:\/\/127\.0\.0\.1:54321 \(the local stack default/)
    expect(describeBackend(resolveBackendConfig({ VITE_SUPABASE_URL: 'http://127.0.0.1:54341' }))).toBe(
      'Backend: http://127.0.0.1:54341 (from VITE_SUPABASE_URL)',
    )
    expect(describeBackend(resolveBackendConfig({}))).not.toContain('\n')
  })
})
