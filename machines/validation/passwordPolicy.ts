/** The sign-up password policy (spec §5 Reading B, design §9), in the order the messages are shown. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'
export const COMMON_PASSWORDS = ['123456', 'password', 'qwerty', 'admin', 'letmein'] as const

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'notCommon'
  message: string
  test: (password: string) => boolean
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', message: 'Passord må være minst 8 tegn', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', message: 'Passord må inneholde minst én stor bokstav', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', message: 'Passord må inneholde minst én liten bokstav', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', message: 'Passord må inneholde minst ett tall', test: (p) => /\d/.test(p) },
  {
    id: 'special',
    message: 'Passord må inneholde minst ett spesialtegn',
    test: (p) => [...p].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
  {
    id: 'notCommon',
    message: 'Passordet er for svakt',
    test: (p) => !COMMON_PASSWORDS.some((common) => p.toLowerCase().includes(common)),
  },
]

/** The spec's password strength result: every failing rule's message, in order. */
export interface PasswordStrength {
  isValid: boolean
  errors: string[]
}

export function checkPasswordStrength(password: string): PasswordStrength {
  const errors = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message)
  return { isValid: errors.length === 0, errors }
}
