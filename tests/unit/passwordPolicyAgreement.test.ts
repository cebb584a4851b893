import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkPasswordStrength,
  isPasswordTooLong,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../machines/validation/passwordPolicy'
import { loadAuthConfig } from '../../supabase/local/config'
import { checkPassword } from '../../supabase/local/passwordPolicy'

/**
 * One password policy: the form's (machines/validation/passwordPolicy.ts) asks at least what the
 * backend's (supabase/config.toml, as the local stack and GoTrue read it) does, so no password the
 * form lets through is refused by the backend.
 */
const backendPolicy = loadAuthConfig('supabase/config.toml').passwordPolicy

/** A password with every kind of character the form asks for, in any order, among any other text. */
const formPassword = fc
  .tuple(
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
    fc.constantFrom(...'0123456789'),
    fc.constantFrom(...PASSWORD_SPECIAL_CHARACTERS),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
  )
  .chain((parts) => fc.shuffledSubarray(parts, { minLength: parts.length }))
  .map((parts) => parts.join(''))

describe('the form’s password policy and the backend’s', () => {
  it('ask for the same least length', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(backendPolicy.minLength)
  })

  it('agree: every password the form accepts, the backend accepts', () => {
    fc.assert(
      fc.property(formPassword, (password) => {
        fc.pre(checkPasswordStrength(password).isValid && !isPasswordTooLong(password))
        expect(checkPassword(password, backendPolicy)).toBeNull()
      }),
      { numRuns: 500 },
    )
  })
})
