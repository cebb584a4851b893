import { Secret, TOTP } from 'otpauth'

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
