import type { DatabaseEngine } from './database'
import type { AuthRateLimits, Clock } from './rateLimit'

/** What a caller of startLocalStack may choose; each has the default a developer's stack needs. */
export interface LocalStackOptions {
  /** The API port; the mail catcher takes the next ports as the Supabase CLI does (+3 web, +4 SMTP). */
  port?: number
  /** Where the database is kept; null keeps it in memory. */
  dataDir?: string | null
  /** Start from an empty database. */
  reset?: boolean
  /**
   * PGlite in this process (the default), or a real PostgreSQL server on the port above the API's,
   * as the Supabase CLI's database sits beside its API.
   */
  database?: DatabaseEngine
  /**
   * The real Supabase Auth server (supabaseAuthBinary.ts) to serve /auth/v1 in place of the stack's
   * own, on the real PostgreSQL, on the port two above the API's. Options that only the stack's own
   * auth has (`clock`) do not reach it.
   */
  supabaseAuthBinary?: string
  quiet?: boolean
  /** Where auth hands its mails over: the stack's own inbox unless a test names a mail server that fails. */
  authSmtpUrl?: string
  /** Extra or overriding environment for the functions, e.g. a dead SMTP_URL in a test. */
  functionEnv?: Record<string, string>
  /** Seconds a rotated refresh token stays usable; 10 as in config.toml unless a test says otherwise. */
  refreshTokenReuseSeconds?: number
  /**
   * The least seconds between two confirmation mails to one address; config.toml's
   * `[auth.email] max_frequency` unless a test says otherwise.
   */
  emailMaxFrequencySeconds?: number
  /**
   * The time auth goes by, in milliseconds: when links expire, sessions began, tokens were issued and
   * limits refill. The real time unless a test moves it on instead of waiting.
   */
  clock?: Clock
  /**
   * Limits that replace config.toml's `[auth.rate_limit]`, e.g. raised for a test suite that signs
   * up more users than a visitor could, or lowered for a test of the limits.
   */
  rateLimits?: Partial<AuthRateLimits>
  /**
   * Where the site runs: the first is auth's site URL, and all may be redirected to and call the
   * functions. The dev server's and the preview server's usual origins unless a test serves elsewhere.
   */
  siteOrigins?: readonly string[]
  /** The Supabase CLI settings (functions' `verify_jwt`, auth's limits) are read from; supabase/config.toml unless a test says otherwise. */
  configFile?: string
  /**
   * How long a client may take to send a whole request, headers and body, before it is answered 408
   * and its connection closed; 60 s (nginx's default in front of hosted Supabase) unless a test wants
   * requests that never end settled sooner.
   */
  requestTimeoutMs?: number
  /**
   * Milliseconds between two runs of the contact notifications' retry, as Supabase Cron runs it on
   * hosted Supabase; every minute unless a test says otherwise, null for none.
   */
  notificationRetryIntervalMs?: number | null
  /**
   * Milliseconds between two runs of the jobs that delete expired contact messages and unconfirmed
   * newsletter sign-ups, as Supabase Cron runs them on hosted Supabase; every hour unless a test says
   * otherwise, null for none.
   */
  retentionIntervalMs?: number | null
  /**
   * Milliseconds between two runs of the newsletter function's confirmation mails, as Supabase Cron
   * runs it every 10 seconds on hosted Supabase; every 5 seconds unless a test says otherwise, null for none.
   */
  newsletterMailIntervalMs?: number | null
  /**
   * Newsletter sign-ups one client may make in 24 hours (newsletter_settings); the migration's 10 unless
   * a test suite whose browsers all sign up from one address raises it.
   */
  newsletterSignupsPerClient?: number
}
