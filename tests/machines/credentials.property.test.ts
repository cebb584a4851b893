import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail, stripTagsAndTrim } from '../../supabase/functions/_shared/contract/text'
import { messyText, plainText, TAG, taggedText, UNSTORABLE } from '../unit/support/generators'
import { checkSignIn, checkSignUp } from '../../machines/validation/credentials'
import {
  checkPasswordStrength,
  COMMON_PASSWORDS,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../machines/validation/passwordPolicy'

const strongPassword = fc
  .tuple(
    fc.constantFrom('K', 'B', 'Z'),
    fc.stringMatching(/^[a-z]{4,10}$/),
    fc.integer({ min: 0, max: 9 }),
    fc.constantFrom(...PASSWORD_SPECIAL_CHARACTERS),
  )
  .map(([upper, lower, digit, special]) => `${upper}${lower}${digit}${special}x`)
  .filter((password) => !COMMON_PASSWORDS.some((common) => password.toLowerCase().includes(common)))

describe('password policy', () => {
  it('states its rules in the order they are checked', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
      'Passord må være minst 8 tegn',
      'Passord må inneholde minst én stor bokstav',
      'Passord må inneholde minst én liten bokstav',
      'Passord må inneholde minst ett tall',
      'Passord må inneholde minst ett spesialtegn',
      'Passordet er for svakt',
    ])
  })

  it('lists every failing rule in the policy order and is valid exactly when none fails', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (password) => {
        const { isValid, errors } = checkPasswordStrength(password)
        const failing = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message)
        expect(errors).toEqual(failing)
        expect(isValid).toBe(errors.length === 0)
      }),
    )
  })

  it('accepts passwords with 8+ characters, upper, lower, digit and special character that contain no common password', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(checkPasswordStrength(password)).toEqual({ isValid: true, errors: [] })
      }),
    )
  })

  it('calls any password containing a common one too weak, whatever its case', () => {
    fc.assert(
      fc.property(strongPassword, fc.constantFrom(...COMMON_PASSWORDS), (password, common) => {
        const weakened = `${password}${common.toUpperCase()}`
        expect(checkPasswordStrength(weakened).errors).toEqual(['Passordet er for svakt'])
      }),
    )
  })
})

describe('credential checks', () => {
  it('sends only tag-free, trimmed credentials, whatever was typed', () => {
    fc.assert(
      fc.property(taggedText, taggedText, (email, password) => {
        const { credentials } = checkSignIn({ email, password })
        expect(credentials).toEqual({ email: stripTagsAndTrim(email), password: stripTagsAndTrim(password) })
      }),
    )
  })

  it('keeps every < and > in a password that opens no tag, on sign-in and sign-up alike', () => {
    const password = 'Laks<8 && Torsk>2!'
    expect(checkSignIn({ email: 'kari@oppdrett.no', password }).credentials.password).toBe(password)
    expect(checkSignUp({ email: 'kari@oppdrett.no', password, confirmPassword: password })).toEqual({
      credentials: { email: 'kari@oppdrett.no', password },
      problem: null,
    })
  })

  it('sends no tag and nothing the database cannot store, whatever was typed, on sign-in and sign-up alike', () => {
    fc.assert(
      fc.property(messyText, messyText, (email, password) => {
        const signIn = checkSignIn({ email, password }).credentials
        const signUp = checkSignUp({ email, password, confirmPassword: password }).credentials
        for (const text of [signIn.email, signIn.password, signUp.email, signUp.password]) {
          expect(text).not.toMatch(TAG)
          expect(text).not.toMatch(UNSTORABLE)
        }
        expect(signUp.password).toBe(signIn.password)
      }),
      { numRuns: 500 },
    )
  })

  it('sends a password without tags as typed but for its outer spaces: Norwegian letters, emoji, right-to-left text, < and >', () => {
    fc.assert(
      fc.property(plainText, (password) => {
        expect(checkSignIn({ email: 'kari@oppdrett.no', password }).credentials.password).toBe(password.trim())
      }),
      { numRuns: 500 },
    )
  })

  it('lets a sign-in through only with a well-formed e-mail and a password of 6 or more', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), taggedText), fc.string({ maxLength: 12 }), (email, password) => {
        const { credentials, problem } = checkSignIn({ email, password })
        const acceptable = isValidEmail(credentials.email) && credentials.password.length >= 6
        expect(problem === null).toBe(acceptable)
      }),
    )
  })

  it('lets a sign-up through only with a strong password confirmed exactly, and lower-cases the e-mail', () => {
    fc.assert(
      fc.property(fc.emailAddress(), strongPassword, fc.boolean(), (email, password, confirmed) => {
        const { credentials, problem } = checkSignUp({
          email: email.toUpperCase(),
          password,
          confirmPassword: confirmed ? password : `${password}!`,
        })
        expect(credentials.email).toBe(email.toLowerCase())
        expect(problem === null).toBe(confirmed)
      }),
    )
  })
})

describe('the longest password', () => {
  const signUpWith = (password: string) => checkSignUp({ email: 'kari@oppdrett.no', password, confirmPassword: password }).problem

  it('takes a strong password of up to 72 bytes and refuses one longer, as the backend does, before sending it', () => {
    const ascii = 'Laks8!' + 'a'.repeat(66)
    expect(signUpWith(ascii)).toBeNull()
    expect(signUpWith(`${ascii}b`)).toEqual({
      title: 'Ugyldig passord',
      message: 'Passordet kan være høyst 72 tegn langt, der æ, ø og å teller som to.',
      field: 'password',
    })
  })

  it('counts æ, ø and å as two bytes each', () => {
    const norwegian = 'Laks8!' + 'ø'.repeat(33)
    expect(new TextEncoder().encode(norwegian).length).toBe(72)
    expect(signUpWith(norwegian)).toBeNull()
    expect(signUpWith(`${norwegian}å`)?.message).toBe('Passordet kan være høyst 72 tegn langt, der æ, ø og å teller som to.')
  })
})
