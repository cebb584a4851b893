import { describe, expect, it } from 'vitest'
import { confirmAddress } from './support/inbox'
import { anonClient, uniqueEmail } from './support/stack'
import { confirmedUser, PASSWORD } from './support/users'

describe('password sign-in', () => {
  it('gives Invalid login credentials for a wrong password and for an unknown address', async () => {
    const { email } = await confirmedUser('bekreftet')
    for (const attempt of [
      { email, password: 'Feil-passord-1!' },
      { email: uniqueEmail('ukjent'), password: PASSWORD },
    ]) {
      const { error } = await anonClient().auth.signInWithPassword(attempt)
      expect(error?.message).toBe('Invalid login credentials')
      expect(error?.code).toBe('invalid_credentials')
    }
  })

  it('signs in with a longer password that shares the first 72 bytes of the right one, as bcrypt reads no more', async () => {
    const email = uniqueEmail('72-byte')
    const password = `${PASSWORD}${'x'.repeat(56)}`
    expect(Buffer.byteLength(password)).toBe(72)
    await anonClient().auth.signUp({ email, password })
    await confirmAddress(email)
    const longer = await anonClient().auth.signInWithPassword({ email, password: `${password}-noe-annet` })
    expect(longer.error).toBeNull()
    const other = await anonClient().auth.signInWithPassword({ email, password: `${password.slice(0, -1)}y-noe-annet` })
    expect(other.error?.code).toBe('invalid_credentials')
  })
})
