/** What GoTrue asks of a new password: config.toml's `minimum_password_length` and `password_requirements`. */
export interface PasswordPolicy {
  minLength: number
  /** Sets of characters; the password needs at least one character of each. */
  requiredSets: readonly string[]
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~'

/** The character sets the Supabase CLI hands GoTrue for each value of `password_requirements`. */
export const PASSWORD_REQUIREMENT_SETS: Record<string, readonly string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
}

/** GoTrue's own floor when config.toml sets no length. */
export const DEFAULT_MINIMUM_PASSWORD_LENGTH = 6

/**
 * bcrypt reads only the first 72 bytes of a password, so GoTrue refuses longer ones on sign-up. It
 * counts bytes of UTF-8, not characters: 'ø' takes two.
 */
export const MAX_PASSWORD_BYTES = 72

export function isPasswordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES
}

export interface WeakPassword {
  message: string
  reasons: string[]
}

/** GoTrue's checks, in its order and words (its length in bytes of UTF-8, as Go's `len`); null when the password is strong enough. */
export function checkPassword(password: string, { minLength, requiredSets }: PasswordPolicy): WeakPassword | null {
  const reasons: string[] = []
  const messages: string[] = []
  if (Buffer.byteLength(password, 'utf8') < minLength) {
    reasons.push('length')
    messages.push(`Password should be at least ${minLength} characters.`)
  }
  if (requiredSets.some((set) => ![...password].some((character) => set.includes(character)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${requiredSets.join(', ')}.`)
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null
}
