import type { AuthChangeEvent } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { fetchFrom } from '../../tools/stackClients/fetchFrom'
import { totpCode, wrongTotpCode } from '../support/twoStep'
import { API_URL, anonClient, serviceClient } from './support/stack'
import { enrolledFactor, giveCode, ISSUER, userWithTwoStep } from './support/twoStep'
import { confirmedUser, PASSWORD, signedIn } from './support/users'

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { aal: string; amr: { method: string }[] }

describe('turning two-step sign-in on', () => {
  it('gives a secret, its otpauth URI with our issuer and a QR code, and lists the factor as unverified', async () => {
    const { email, client } = await confirmedUser('totp-ny')
    const factor = await enrolledFactor(client)
    expect(factor.type).toBe('totp')
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(factor.totp.uri)
    expect(`${uri.protocol}//${uri.host}`).toBe('otpauth://totp')
    expect(decodeURIComponent(uri.pathname)).toBe(`/${ISSUER}:${email}`)
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      algorithm: 'SHA1',
      digits: '6',
      issuer: ISSUER,
      period: '30',
      secret: factor.totp.secret,
    })
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,[\s\S]*<svg[\s\S]*<\/svg>\s*$/)

    const listed = await client.auth.mfa.listFactors()
    expect(listed.data?.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified', factor_type: 'totp' })])
    expect(listed.data?.totp).toEqual([])
  })

  it('counts once a right code is given: the session is aal2, proven by totp after password', async () => {
    const { client } = await confirmedUser('totp-paa')
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    const factor = await enrolledFactor(client)
    const verified = await giveCode(client, factor.id, factor.totp.secret)

    const claims = claimsOf(verified.access_token)
    expect(claims.aal).toBe('aal2')
    // Newest first, by whole seconds: within one second GoTrue may give either order.
    expect(claims.amr.map(({ method }) => method).sort()).toEqual(['password', 'totp'])
    expect((await client.auth.mfa.listFactors()).data?.totp).toEqual([expect.objectContaining({ id: factor.id, status: 'verified' })])
    await expect.poll(() => events).toContain('MFA_CHALLENGE_VERIFIED')
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2')
  })

  it('ends the user’s other sessions that have not given the code', async () => {
    const { email, client } = await confirmedUser('totp-andre')
    const elsewhere = await signedIn(email)
    const factor = await enrolledFactor(client)
    await giveCode(client, factor.id, factor.totp.secret)
    expect((await anonClient().auth.getUser(elsewhere.session.access_token)).error?.name).toBe('AuthSessionMissingError')
    expect((await client.auth.getUser()).data.user?.email).toBe(email)
  })

  it('refuses a wrong code and keeps the challenge for the right one', async () => {
    const { client } = await confirmedUser('totp-feil')
    const factor = await enrolledFactor(client)
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!
    const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: wrongTotpCode(factor.totp.secret) })
    expect({ status: wrong.error?.status, code: wrong.error?.code }).toEqual({ status: 422, code: 'mfa_verification_failed' })
    const right = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: totpCode(factor.totp.secret) })
    expect(right.error).toBeNull()
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: totpCode(factor.totp.secret) })
    expect(again.error?.code).toBe('mfa_ip_address_mismatch')
  })

  it('refuses a code for a challenge asked from another address', async () => {
    const { client } = await confirmedUser('totp-adresse')
    const factor = await enrolledFactor(client)
    const challenge = (await client.auth.mfa.challenge({ factorId: factor.id })).data!
    const token = (await client.auth.getSession()).data.session!.access_token
    const other = anonClient(API_URL, fetchFrom('127.0.0.7'))
    await other.auth.setSession({ access_token: token, refresh_token: (await client.auth.getSession()).data.session!.refresh_token })
    const verified = await other.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: totpCode(factor.totp.secret) })
    expect({ status: verified.error?.status, code: verified.error?.code }).toEqual({ status: 422, code: 'mfa_ip_address_mismatch' })
  })

  it('lets a setup left half-done be removed, so the next try is not blocked by its name', async () => {
    const { client } = await confirmedUser('totp-rest')
    const left = await enrolledFactor(client)
    await client.auth.mfa.challenge({ factorId: left.id })
    const blocked = await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER })
    expect({ status: blocked.error?.status, code: blocked.error?.code }).toEqual({ status: 422, code: 'mfa_factor_name_conflict' })
    expect((await client.auth.mfa.unenroll({ factorId: left.id })).error).toBeNull()
    expect((await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER })).error).toBeNull()
  })

  it('limits challenges per client address: 30 at once, then 429', async () => {
    const { client } = await confirmedUser('totp-grense')
    const factor = await enrolledFactor(client)
    const session = (await client.auth.getSession()).data.session!
    const fromOwnAddress = anonClient(API_URL, fetchFrom('127.0.0.8'))
    await fromOwnAddress.auth.setSession(session)
    let allowed = 0
    for (; allowed <= 40; allowed += 1) {
      const { error } = await fromOwnAddress.auth.mfa.challenge({ factorId: factor.id })
      if (error) {
        expect({ status: error.status, code: error.code }).toEqual({ status: 429, code: 'over_request_rate_limit' })
        break
      }
    }
    // The bucket holds 30 and refills 15 a minute, so a request or so may come back while these go out.
    expect(allowed).toBeGreaterThanOrEqual(30)
    expect(allowed).toBeLessThan(33)
  })

  it('refuses a factor id that is not one, and another user’s factor, as not found', async () => {
    const { client } = await confirmedUser('totp-fremmed')
    const mine = await enrolledFactor(client)
    const other = await confirmedUser('totp-fremmed-2')
    const notUuid = await client.auth.mfa.challenge({ factorId: 'ikke-en-id' })
    expect({ status: notUuid.error?.status, code: notUuid.error?.code }).toEqual({ status: 404, code: 'validation_failed' })
    const theirs = await other.client.auth.mfa.challenge({ factorId: mine.id })
    expect({ status: theirs.error?.status, code: theirs.error?.code }).toEqual({ status: 404, code: 'mfa_factor_not_found' })
  })
})

describe('with two-step sign-in on', () => {
  it('a password sign-in is aal1 until the code is given', async () => {
    const { email, factorId, secret } = await userWithTwoStep('totp-inn')
    const { client, session } = await signedIn(email)
    expect(claimsOf(session.access_token)).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] })
    const level = (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    await giveCode(client, factorId, secret)
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2')
  })

  it('changing the password needs the code', async () => {
    const { email, factorId, secret } = await userWithTwoStep('totp-passord')
    const { client } = await signedIn(email)
    const refused = await client.auth.updateUser({ password: 'Nytt-passord-2026!' })
    expect({ status: refused.error?.status, code: refused.error?.code }).toEqual({ status: 401, code: 'insufficient_aal' })
    await giveCode(client, factorId, secret)
    expect((await client.auth.updateUser({ password: 'Nytt-passord-2026!' })).error).toBeNull()
  })

  it('turning it off needs the code, and a second factor does too', async () => {
    const { email, factorId, secret } = await userWithTwoStep('totp-av')
    const { client } = await signedIn(email)
    const second = await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER, friendlyName: 'Reserve' })
    expect({ status: second.error?.status, code: second.error?.code }).toEqual({ status: 403, code: 'insufficient_aal' })
    const refused = await client.auth.mfa.unenroll({ factorId })
    expect({ status: refused.error?.status, code: refused.error?.code }).toEqual({ status: 422, code: 'insufficient_aal' })

    await giveCode(client, factorId, secret)
    expect((await client.auth.mfa.unenroll({ factorId })).error).toBeNull()
    const refreshed = await client.auth.refreshSession()
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal1')
    expect((await signedIn(email).then(({ client: next }) => next.auth.mfa.getAuthenticatorAssuranceLevel())).data?.nextLevel).toBe('aal1')
  })

  it('the owner can remove the factor of a user who lost the phone', async () => {
    const { email, id, factorId } = await userWithTwoStep('totp-mistet').then((user) => ({ ...user, id: user.session.user.id }))
    const removed = await serviceClient().auth.admin.mfa.deleteFactor({ userId: id, id: factorId })
    expect(removed.error).toBeNull()
    const { client } = await signedIn(email)
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    expect((await client.auth.updateUser({ password: 'Nytt-passord-2026!' })).error).toBeNull()
  })
})

describe('a factor’s second step', () => {
  it('does not tell anybody before a right password whether it is on', async () => {
    const { email } = await userWithTwoStep('totp-taus')
    const wrong = await anonClient().auth.signInWithPassword({ email, password: `${PASSWORD}x` })
    const nobody = await anonClient().auth.signInWithPassword({ email: `ingen-${email}`, password: `${PASSWORD}x` })
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(nobody.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.message).toBe(nobody.error?.message)
  })
})
