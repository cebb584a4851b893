/**
 * GoTrue's rate limits, as `[auth.rate_limit]` of config.toml sets them. The per-address ones are
 * token buckets that hold 30 requests whatever the rate and refill at the configured number per
 * five minutes; a client's bucket is dropped an hour after it was made, and a new one starts full.
 * The mails are counted for the whole server, per hour from its start.
 */
export interface AuthRateLimits {
  /** `email_sent`: confirmation mails per hour, for all clients together. */
  emailSent: number
  /** `token_refresh`: password and refresh-token grants per 5 minutes per client address. */
  tokenRefresh: number
  /** `sign_in_sign_ups`: sign-ups per 5 minutes per client address. */
  signInSignUps: number
  /** `token_verifications`: verifications (the confirmation link) per 5 minutes per client address. */
  tokenVerifications: number
}

/** GoTrue's defaults, for any limit config.toml leaves out. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { emailSent: 30, tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30 }

/** GoTrue gives every per-address bucket room for 30 requests, whatever the configured rate. */
export const BUCKET_SIZE = 30
const BUCKET_LIFETIME_MS = 60 * 60 * 1000
const REFILL_WINDOW_MS = 5 * 60 * 1000
const MAIL_WINDOW_MS = 60 * 60 * 1000

export type Clock = () => number

/** True while `key` may make another request, which it then counts. */
export type AddressLimiter = (key: string) => boolean

/** A token bucket per client address that refills `perWindow` requests every `windowMs` (five minutes unless given). */
export function addressLimiter(perWindow: number, now: Clock = Date.now, windowMs = REFILL_WINDOW_MS): AddressLimiter {
  const refillPerMs = Math.max(perWindow, 0) / windowMs
  const buckets = new Map<string, { tokens: number; updatedAt: number; createdAt: number }>()
  return (key) => {
    const time = now()
    let bucket = buckets.get(key)
    if (!bucket || time - bucket.createdAt >= BUCKET_LIFETIME_MS) {
      for (const [other, { createdAt }] of buckets) if (time - createdAt >= BUCKET_LIFETIME_MS) buckets.delete(other)
      bucket = { tokens: BUCKET_SIZE, updatedAt: time, createdAt: time }
      buckets.set(key, bucket)
    }
    bucket.tokens = Math.min(BUCKET_SIZE, bucket.tokens + (time - bucket.updatedAt) * refillPerMs)
    bucket.updatedAt = time
    if (bucket.tokens < 1) return false
    bucket.tokens -= 1
    return true
  }
}

/** True while another mail may go out this hour, which it then counts; hours run from the server's start. */
export function mailLimiter(perHour: number, now: Clock = Date.now): () => boolean {
  let windowStart = now()
  let sent = 0
  return () => {
    const time = now()
    const windowsPassed = Math.floor((time - windowStart) / MAIL_WINDOW_MS)
    if (windowsPassed > 0) {
      windowStart += windowsPassed * MAIL_WINDOW_MS
      sent = 0
    }
    if (sent >= perHour) return false
    sent += 1
    return true
  }
}
