import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'

/** The issuer the site names in an authenticator app. */
export const ISSUER = 'Havbørs'

/** The six-digit code an authenticator app shows for `secret` (base32) at `timestamp` (ms, now unless given). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp })
}

/** A code for `secret` that is not its right one now nor in the steps either side, which both stacks accept. */
export function wrongTotpCode(secret: string, timestamp = Date.now()): string {
  const near = [-30_000, 0, 30_000].map((shift) => totpCode(secret, timestamp + shift))
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0')
    if (!near.includes(code)) return code
  }
}

/** A new TOTP factor of the signed-in client's user, not yet verified: its id and secret. */
export async function enrolledFactor(client: Pick<SupabaseClient, 'auth'>, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER, ...(friendlyName ? { friendlyName } : {}) })
  if (error) throw error
  return data
}

/** Gives the factor's code now, as a person does at the site: a challenge and its verification at once. */
export async function giveCode(client: Pick<SupabaseClient, 'auth'>, factorId: string, secret: string) {
  const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })
  if (error) throw error
  return data
}
