import type { AuthMailer } from './authMail'
import type { Database } from './database'
import type { PasswordPolicy } from './passwordPolicy'
import { addressLimiter, mailLimiter, type AddressLimiter, type AuthRateLimits, type Clock } from './rateLimit'

/** GoTrue's default rate of factor challenges, and of verifications, per minute per client address. */
export const MFA_PER_MINUTE = 15

export interface AuthSettings {
  apiUrl: string
  siteUrl: string
  /** Origins a mailed link may lead back to, besides any loopback address. */
  redirectOrigins: readonly string[]
  /** How long a rotated refresh token may still be used (config.toml: refresh_token_reuse_interval). */
  refreshTokenReuseSeconds: number
  /** The least time between two mails of one kind to one address (config.toml: [auth.email] max_frequency). */
  emailMaxFrequencySeconds: number
  /** How long a mailed link or code works (config.toml: [auth.email] otp_expiry). */
  otpExpirySeconds: number
  /** config.toml: [auth.email] otp_length */
  otpLength: number
  /** config.toml: [auth.email] secure_password_change */
  securePasswordChange: boolean
  /** config.toml: [auth.rate_limit] */
  rateLimits: AuthRateLimits
  /** config.toml: [auth] minimum_password_length, password_requirements */
  passwordPolicy: PasswordPolicy
  /** The time, in milliseconds: the real one, or a test's that it moves on. */
  now: Clock
}

/** What every part of /auth/v1 works with. */
export interface AuthContext {
  db: Database
  settings: AuthSettings
  issuer: string
  mailer: AuthMailer
  /** GoTrue's limiters: one per route per client address, each at its configured rate; mails for all. */
  limits: {
    signUp: AddressLimiter
    recover: AddressLimiter
    resend: AddressLimiter
    userUpdate: AddressLimiter
    token: AddressLimiter
    verify: AddressLimiter
    factorChallenge: AddressLimiter
    factorVerify: AddressLimiter
    mail: () => boolean
  }
  /** Whole seconds left before another mail may go out after one sent at `sentAt`, as GoTrue counts them; null when it may. */
  secondsUntilNextMail(sentAt: Date | null): number | null
  /** Whether a link or code sent at `sentAt` no longer works. */
  isExpired(sentAt: Date | null): boolean
  /** The current time as a database value. */
  timestamp(): Date
}

export function createAuthContext(db: Database, mailer: AuthMailer, settings: AuthSettings): AuthContext {
  const { now, rateLimits } = settings
  return {
    db,
    settings,
    issuer: `${settings.apiUrl}/auth/v1`,
    mailer,
    limits: {
      // GoTrue's sign_in_sign_ups (its RATE_LIMIT_OTP) sets the rate of each of these, in buckets of their own.
      signUp: addressLimiter(rateLimits.signInSignUps, now),
      recover: addressLimiter(rateLimits.signInSignUps, now),
      resend: addressLimiter(rateLimits.signInSignUps, now),
      userUpdate: addressLimiter(rateLimits.signInSignUps, now),
      token: addressLimiter(rateLimits.tokenRefresh, now),
      verify: addressLimiter(rateLimits.tokenVerifications, now),
      // GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: 15 a minute, in a bucket each.
      factorChallenge: addressLimiter(MFA_PER_MINUTE, now, 60_000),
      factorVerify: addressLimiter(MFA_PER_MINUTE, now, 60_000),
      mail: mailLimiter(rateLimits.emailSent, now),
    },
    secondsUntilNextMail(sentAt) {
      if (!sentAt) return null
      const left = new Date(sentAt).getTime() + settings.emailMaxFrequencySeconds * 1000 - now()
      return left > 0 ? Math.floor(left / 1000) : null
    },
    isExpired(sentAt) {
      return !sentAt || now() > new Date(sentAt).getTime() + settings.otpExpirySeconds * 1000
    },
    timestamp() {
      return new Date(now())
    },
  }
}
