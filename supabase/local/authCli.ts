import { parityStack } from './supabaseAuthBinary'

/**
 * `npm run supabase:auth`: finds or builds the real Supabase Auth the parity stack runs
 * (supabaseAuthBinary.ts) and says which it is, or why there is none. With SUPABASE_AUTH_REQUIRED=1
 * (CI, where the release's source is at hand) having none fails.
 */
const startedAt = performance.now()
const { options, auth } = parityStack()
console.log(`parity stack's /auth/v1: ${auth}${options.supabaseAuthBinary ? ` at ${options.supabaseAuthBinary}` : ''}`)
console.log(`(${Math.round((performance.now() - startedAt) / 1000)} s)`)
process.exit(options.supabaseAuthBinary || process.env.SUPABASE_AUTH_REQUIRED !== '1' ? 0 : 1)
