import { startLocalStack } from '../../supabase/local/stack'
import { RAISED_RATE_LIMITS } from '../support/stackLimits'
import { TEST_PORT } from './support/stack'

/**
 * One fresh, in-memory stack for the whole backend suite. Rotated refresh tokens are not reusable
 * at all here, so replay detection shows without waiting out the ten-second grace of config.toml,
 * and the rate limits are raised, so the suite's many users from one address are never refused.
 */
export default async function setup() {
  const stack = await startLocalStack({
    port: TEST_PORT,
    dataDir: null,
    quiet: true,
    refreshTokenReuseSeconds: 0,
    rateLimits: RAISED_RATE_LIMITS,
  })
  return () => stack.stop()
}
