import type { AuthRateLimits } from '../../supabase/local/rateLimit'

/**
 * `[auth.rate_limit]` for the stacks the test suites share, raised so far that no run meets them.
 * config.toml's limits let one address sign up 30 times and use the token grants 30 times at once,
 * and the stack send 30 mails an hour. A backend run makes 20 sign-ups, 16 mails and 31 token grants
 * from 127.0.0.1 (more grants than the bucket holds: only its refill would carry the run), a browser
 * run 20 sign-ups, 20 mails and 8 grants; and a stack kept between runs (Vitest's watch mode,
 * Playwright's reused web server) carries its counts over, so a second run within the hour would be refused. The
 * limits themselves are tested on a stack of their own: tests/backend/auth-limits.test.ts.
 */
export const RAISED_RATE_LIMITS: AuthRateLimits = {
  emailSent: 1_000_000,
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
}

/**
 * The contact function's limit for the browser tests' stack: every browser test sends from
 * 127.0.0.1, and a run stores more messages than the 5 in 10 minutes one visitor may send. The
 * limit itself is tested in tests/backend/contact-function.test.ts.
 */
export const RAISED_FUNCTION_LIMITS: Record<string, string> = { CONTACT_RATE_LIMIT_MESSAGES: '1000' }

/**
 * Newsletter sign-ups one client may make in 24 hours, for the shared stacks: their tests all sign up
 * from 127.0.0.1, more than the 10 a visitor may. The limit itself is tested in tests/backend/newsletter-limits.test.ts.
 */
export const RAISED_NEWSLETTER_SIGNUPS = 1_000_000
