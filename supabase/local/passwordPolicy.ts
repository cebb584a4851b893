/** The password rules of supabase/config.toml: length 8 and lower, upper, digits and symbols. */
export const MINIMUM_PASSWORD_LENGTH = 8
export const REQUIRED_CHARACTER_SETS = [
  'abcdefghijklmnopqrstuvwxyz',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  '0123456789',
  '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
]

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

/** GoTrue's checks, in its order and words; null when the password is strong enough. */
export function checkPassword(password: string): WeakPassword | null {
  const reasons: string[] = []
  const messages: string[] = []
  if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
    reasons.push('length')
    messages.push(`Password should be at least ${MINIMUM_PASSWORD_LENGTH} characters.`)
  }
  if (REQUIRED_CHARACTER_SETS.some((set) => ![...password].some((character) => set.includes(character)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${REQUIRED_CHARACTER_SETS.join(', ')}.`)
  }
  return reasons.length > 0 ? { message: messages.join(' '), reasons } : null
}
