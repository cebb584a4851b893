import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLOCK_PASSWORD, startClockStack } from './support/clockStack'
import { OWN_STACK_PORTS } from './support/stack'

/**
 * secure_password_change: a session older than a day needs a nonce to change the password. GoTrue's
 * day is fixed in its code and a Go server's clock cannot be moved, so this runs on the stack's own
 * auth, whose clock the test moves on, on every run.
 */
const NEW_PASSWORD = 'Nytt-passord-2027!'

let clock: Awaited<ReturnType<typeof startClockStack>>
const client = () => clock.client()

beforeAll(async () => {
  clock = await startClockStack(OWN_STACK_PORTS.authDayOldSessions, 'moved')
})
afterAll(() => clock?.stop())

describe('secure_password_change', () => {
  it('changes a password without a nonce in a session begun within a day', async () => {
    const { client: signedIn } = await clock.confirmedAndSignedIn('fersk')
    await clock.pass(23 * 3600)
    await signedIn.auth.refreshSession()
    expect((await signedIn.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
  })

  it('asks for a nonce in an older session, mails one with reauthenticate, and takes it once', async () => {
    const { email, client: signedIn } = await clock.confirmedAndSignedIn('gammel')
    await clock.pass(25 * 3600)
    expect((await signedIn.auth.refreshSession()).error).toBeNull()
    const needed = await signedIn.auth.updateUser({ password: NEW_PASSWORD })
    expect([needed.error?.status, needed.error?.code, needed.error?.message]).toEqual([
      400,
      'reauthentication_needed',
      'Password update requires reauthentication',
    ])

    expect((await signedIn.auth.reauthenticate()).error).toBeNull()
    const { token: nonce } = await clock.valuesOf(email, 2)
    const wrong = await signedIn.auth.updateUser({ password: NEW_PASSWORD, nonce: nonce === '000000' ? '111111' : '000000' })
    expect([wrong.error?.status, wrong.error?.code, wrong.error?.message]).toEqual([
      422,
      'reauthentication_not_valid',
      'Nonce has expired or is invalid',
    ])
    expect((await signedIn.auth.updateUser({ password: NEW_PASSWORD, nonce })).error).toBeNull()
    expect((await signedIn.auth.updateUser({ password: CLOCK_PASSWORD, nonce })).error?.code).toBe('reauthentication_not_valid')
    expect((await client().auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()
  })

  it('needs no nonce after a recovery, whose session is new', async () => {
    const { email } = await clock.confirmedAndSignedIn('gjenopprettet')
    await clock.pass(25 * 3600)
    await client().auth.resetPasswordForEmail(email)
    const recovering = client()
    await recovering.auth.verifyOtp({ token_hash: (await clock.valuesOf(email, 2)).tokenHash, type: 'recovery' })
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
  })
})
