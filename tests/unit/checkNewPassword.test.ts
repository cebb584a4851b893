import { describe, expect, it } from 'vitest'
import { checkNewPassword } from '../../machines/validation/credentials'

const STRONG = 'Sjøbåt9!x'

describe('checkNewPassword', () => {
  it('passes a password under the policy confirmed alike, trimmed and tag-free', () => {
    expect(checkNewPassword({ password: ` <b>${STRONG}</b> `, confirmPassword: STRONG })).toEqual({ password: STRONG, problem: null })
  })

  it.each([
    ['', 'Passord må være minst 8 tegn'],
    ['Ab1!', 'Passord må være minst 8 tegn'],
    ['sjøbåt9!x', 'Passord må inneholde minst én stor bokstav'],
    ['SJØBÅT9!X', 'Passord må inneholde minst én liten bokstav'],
    ['Sjøbåter!', 'Passord må inneholde minst ett tall'],
    ['Sjøbåter9', 'Passord må inneholde minst ett spesialtegn'],
    ['Password1!', 'Passordet er for svakt'],
  ])('refuses %j with only the first rule it breaks', (password, message) => {
    expect(checkNewPassword({ password, confirmPassword: password }).problem).toEqual({
      title: 'Ugyldig passord',
      message,
      field: 'password',
    })
  })

  it('refuses a password longer than the backend takes, where æ, ø and å count as two', () => {
    const password = `Aa1!${'ø'.repeat(35)}`
    expect(password.length).toBeLessThanOrEqual(72)
    expect(checkNewPassword({ password, confirmPassword: password }).problem).toEqual({
      title: 'Ugyldig passord',
      message: 'Passordet kan være høyst 72 tegn langt, der æ, ø og å teller som to.',
      field: 'password',
    })
  })

  it('refuses a confirmation that differs, compared after trimming', () => {
    expect(checkNewPassword({ password: STRONG, confirmPassword: ` ${STRONG} ` }).problem).toBeNull()
    expect(checkNewPassword({ password: STRONG, confirmPassword: 'Sjøbåt9!y' }).problem).toEqual({
      title: 'Passord matcher ikke',
      message: 'Passordene må være identiske.',
      field: 'confirmPassword',
    })
  })
})
