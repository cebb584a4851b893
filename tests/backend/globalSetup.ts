import type { TestProject } from 'vitest/node'
import { findSupabaseAuth, SUPABASE_AUTH_MODULE } from '../../supabase/local/supabaseAuthBinary'
import { RAISED_RATE_LIMITS } from '../support/stackLimits'
import { stackKindOf, startTestStack, testPortOf } from './support/stack'

/** The real Supabase Auth for the parity run, or null with the reason in one line. */
function supabaseAuthForParity(): string | null {
  const found = findSupabaseAuth()
  if ('path' in found) {
    console.log(`backend-parity: /auth/v1 is the real Supabase Auth (${SUPABASE_AUTH_MODULE}, ${found.path})`)
    return found.path
  }
  console.log(`backend-parity: /auth/v1 stays the stack's own, on the real PostgreSQL: ${found.missing}`)
  return null
}

/**
 * One fresh, in-memory stack for the whole backend suite, of the project's kind. Rotated refresh
 * tokens are not reusable at all here, so replay detection shows without waiting out the ten-second
 * grace of config.toml, and the rate limits are raised, so the suite's many users from one address
 * are never refused.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env ?? {}
  const kind = stackKindOf(env)
  const supabaseAuthBinary = kind === 'parity' ? supabaseAuthForParity() : null
  project.provide('supabaseAuthBinary', supabaseAuthBinary)
  const stack = await startTestStack(
    { port: testPortOf(env), refreshTokenReuseSeconds: 0, rateLimits: RAISED_RATE_LIMITS },
    kind,
    supabaseAuthBinary,
  )
  return () => stack.stop()
}
