import type { TestProject } from 'vitest/node'
import { RAISED_RATE_LIMITS } from '../support/stackLimits'
import { stackKindOf, startTestStack, testPortOf } from './support/stack'

/**
 * One fresh, in-memory stack for the whole backend suite, of the project's kind. Rotated refresh
 * tokens are not reusable at all here, so replay detection shows without waiting out the ten-second
 * grace of config.toml, and the rate limits are raised, so the suite's many users from one address
 * are never refused.
 */
export default async function setup(project: TestProject) {
  const env = project.config.env ?? {}
  const stack = await startTestStack(
    { port: testPortOf(env), refreshTokenReuseSeconds: 0, rateLimits: RAISED_RATE_LIMITS },
    stackKindOf(env),
  )
  return () => stack.stop()
}
