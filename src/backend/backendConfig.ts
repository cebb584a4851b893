import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './localStack'

export interface BackendEnv {
  VITE_SUPABASE_URL?: string
  VITE_SUPABASE_ANON_KEY?: string
}

export interface BackendConfig {
  url: string
  anonKey: string
  /** True when nothing was configured and the site talks to the local stack on its usual port. */
  isLocalDefault: boolean
}

function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function isLoopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]'
}

/**
 * The Supabase project the site talks to. Unset: the local stack with its public demo anon key.
 * Any local stack (a loopback URL) shares that key, so only a hosted project needs its own.
 */
export function resolveBackendConfig(env: BackendEnv): BackendConfig {
  const configuredUrl = given(env.VITE_SUPABASE_URL)
  const configuredKey = given(env.VITE_SUPABASE_ANON_KEY)
  if (!configuredUrl) return { url: LOCAL_SUPABASE_URL, anonKey: configuredKey ?? LOCAL_ANON_KEY, isLocalDefault: true }

  let parsed: URL
  try {
    parsed = new URL(configuredUrl)
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a URL: "${configuredUrl}"`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`VITE_SUPABASE_URL must be http or https: "${configuredUrl}"`)
  const anonKey = configuredKey ?? (isLoopback(parsed) ? LOCAL_ANON_KEY : undefined)
  if (!anonKey) throw new Error(`VITE_SUPABASE_ANON_KEY is missing for ${configuredUrl}: set the project's anon key as well`)
  return { url: configuredUrl, anonKey, isLocalDefault: false }
}

/** One line for the build log: which backend the site was built for. */
export function describeBackend(config: BackendConfig): string {
  return config.isLocalDefault
    ? `Backend: ${config.url} (the local stack default; set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for a hosted project)`
    : `Backend: ${config.url} (from VITE_SUPABASE_URL)`
}
