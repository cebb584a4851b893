import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { JWT_SECRET } from './keys'

const secret = new TextEncoder().encode(JWT_SECRET)

export async function signJwt(claims: JWTPayload, expiresAt: number): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setExpirationTime(expiresAt).sign(secret)
}

export type VerifiedJwt = { ok: true; claims: JWTPayload } | { ok: false; expired: boolean; reason: string }

/** Verifies a token's signature and expiry; `now` (milliseconds) is the time it is checked at, the real time unless given. */
export async function verifyJwt(token: string, now?: number): Promise<VerifiedJwt> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: now === undefined ? undefined : new Date(now),
    })
    return { ok: true, claims: payload }
  } catch (error) {
    const expired = error instanceof errors.JWTExpired
    return {
      ok: false,
      expired,
      reason: expired ? 'token has invalid claims: token is expired' : error instanceof Error ? error.message : 'invalid token',
    }
  }
}
