/**
 * The sign-up password policy: at least 8 characters, an upper-case and a lower-case letter, a digit,
 * a special character, and none of the common passwords anywhere in it (in any letter case). The rules
 * are checked in this order and a refused sign-up shows the first that fails. The backend requires the
 * same length and kinds of characters (supabase/config.toml). See docs/decisions.md, 'Passwords on
 * sign-in and sign-up'.
 */
import { PASSWORD_RULE_MESSAGES } from '../../messages/authForm'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'
export const COMMON_PASSWORDS = ['123456', 'password', 'qwerty', 'admin', 'letmein'] as const

/**
 * The longest password the backend takes, in bytes of UTF-8: bcrypt reads only the first 72, so
 * GoTrue refuses a longer password on sign-up rather than ignore its end. 'ø' takes two bytes.
 */
export const PASSWORD_MAX_BYTES = 72

export function isPasswordTooLong(password: string): boolean {
  return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES
}

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'notCommon'

export interface PasswordRule {
  id: PasswordRuleId
  message: string
  test: (password: string) => boolean
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', message: PASSWORD_RULE_MESSAGES.length, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', message: PASSWORD_RULE_MESSAGES.uppercase, test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', message: PASSWORD_RULE_MESSAGES.lowercase, test: (p) => /[a-z]/.test(p) },
  { id: 'digit', message: PASSWORD_RULE_MESSAGES.digit, test: (p) => /\d/.test(p) },
  {
    id: 'special',
    message: PASSWORD_RULE_MESSAGES.special,
    test: (p) => [...p].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
  {
    id: 'notCommon',
    message: PASSWORD_RULE_MESSAGES.notCommon,
    test: (p) => !COMMON_PASSWORDS.some((common) => p.toLowerCase().includes(common)),
  },
]

/** The result of a strength check: every failing rule's message, in the policy's order. */
export interface PasswordStrength {
  isValid: boolean
  errors: string[]
}

export function checkPasswordStrength(password: string): PasswordStrength {
  const errors = PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message)
  return { isValid: errors.length === 0, errors }
}
