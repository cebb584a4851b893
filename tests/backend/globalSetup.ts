import type { TestProject } from 'vitest/node'
import { parityStack } from '../../supabase/local/supabaseAuthBinary'
import { RAISED_NEWSLETTER_SIGNUPS, RAISED_RATE_LIMITS } from '../support/stackLimits'
import { stackKindOf, startTestStack, testPortOf } from './support/stack'

/**
 * One fresh, in-memory stack for the whole backend suite, of the project's kind. Rotated refresh
 * tokens are not reusable at all here, so replay detection shows without waiting out the ten-second
 * grace of config.toml, and the rate limits are raised, so the suite's many users from one address
 * are never refused. The newsletter's confirmation mails go out when a test runs them, not on a timer.
 */
export default async function setup(project: TestProject) {
  // The project's env (which stack) over the run's own (BACKEND_TEST_PORT), as the test files see them.
  const env = { ...process.env, ...project.config.env }
  const kind = stackKindOf(env)
  const parity = kind === 'parity' ? parityStack() : null
  if (parity) console.log(`backend-parity: real PostgreSQL, /auth/v1 ${parity.auth}`)
  const supabaseAuthBinary = parity?.options.supabaseAuthBinary ?? null
  project.provide('supabaseAuthBinary', supabaseAuthBinary)
  const stack = await startTestStack(
    {
      port: testPortOf(env),
      refreshTokenReuseSeconds: 0,
      rateLimits: RAISED_RATE_LIMITS,
      newsletterSignupsPerClient: RAISED_NEWSLETTER_SIGNUPS,
      newsletterMailIntervalMs: null,
    },
    kind,
    supabaseAuthBinary,
  )
  return () => stack.stop()
}
