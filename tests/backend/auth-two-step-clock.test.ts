import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../support/twoStep'
import { startClockStack } from './support/clockStack'
import { OWN_STACK_PORTS } from './support/stack'
import { enrolledFactor, ISSUER } from './support/twoStep'

/**
 * Two-step sign-in over time, on the stack's own auth with a moved clock: Supabase Auth's lifetimes here are
 * five minutes and cannot be shortened, and its codes go by the system's clock (vitest.config.ts, IMITATION_ONLY).
 */

let clock: Awaited<ReturnType<typeof startClockStack>>
/** Seconds this file has moved the stack's clock on. */
let moved = 0
const pass = async (seconds: number) => {
  moved += seconds
  await clock.pass(seconds)
}
const stackNow = () => Date.now() + moved * 1000

beforeAll(async () => {
  clock = await startClockStack(OWN_STACK_PORTS.authTwoStepClock, 'moved')
})
afterAll(() => clock?.stop())

describe('a two-step challenge', () => {
  it('expires after 300 s, and a new one takes the code', async () => {
    const { client } = await clock.confirmedAndSignedIn('totp-utlopt')
    const factor = await enrolledFactor(client)
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!
    expect(challenge.expires_at * 1000).toBeGreaterThan(stackNow() + 299_000)
    await pass(301)
    const late = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      code: totpCode(factor.totp.secret, stackNow()),
    })
    expect({ status: late.error?.status, code: late.error?.code }).toEqual({ status: 422, code: 'mfa_challenge_expired' })
    const again = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, stackNow()) })
    expect(again.error).toBeNull()
  })

  it('takes the code of the 30 s step before, not of the one before that', async () => {
    const { client } = await clock.confirmedAndSignedIn('totp-steg')
    const factor = await enrolledFactor(client)
    // Ten seconds into a step, so no 30 s boundary passes while the codes are checked.
    await pass(30 - ((stackNow() / 1000) % 30) + 10)
    const stale = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totpCode(factor.totp.secret, stackNow() - 60_000) })
    expect(stale.error?.code).toBe('mfa_verification_failed')
    const previous = await client.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret, stackNow() - 30_000),
    })
    expect(previous.error).toBeNull()
  })
})

describe('a setup left without a challenge', () => {
  it('is removed after 300 s by the next try, so its name no longer blocks it', async () => {
    const { client } = await clock.confirmedAndSignedIn('totp-forlatt')
    await enrolledFactor(client)
    expect((await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER })).error?.code).toBe('mfa_factor_name_conflict')
    await pass(301)
    expect((await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER })).error).toBeNull()
    expect((await client.auth.mfa.listFactors()).data?.all).toHaveLength(1)
  })
})
