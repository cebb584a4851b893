import type { SupabaseClient } from '@supabase/supabase-js'
import { authStorageKey } from './authStorageKey'
import { resolveBackendConfig } from './backendConfig'
import { keptUnlessFailed } from '../runtime/keptUnlessFailed'

/**
 * The site's one Supabase client, made on first need. supabase-js is loaded by a dynamic import
 * only then, so a visit that never uses the backend never downloads it. A failed load (e.g. the
 * network was away) is forgotten, so the next call tries again.
 */
export const getSupabase: () => Promise<SupabaseClient> = keptUnlessFailed(() =>
  import('@supabase/supabase-js').then(({ createClient }) => {
    const { url, anonKey } = resolveBackendConfig({
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    })
    // The site takes the confirmation link's session out of the address itself (watchSession.ts).
    return createClient(url, anonKey, { auth: { storageKey: authStorageKey(url), detectSessionInUrl: false } })
  }),
)
