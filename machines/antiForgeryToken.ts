const ANTI_FORGERY_TOKEN_LENGTH = 32

/** 64 symbols, so each random byte maps to one without bias (256 is a multiple of 64). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * A fresh 32-character anti-forgery token for one form instance, from the random source given
 * (in the browser `crypto.getRandomValues`).
 */
export function createAntiForgeryToken(fillRandom: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = fillRandom(new Uint8Array(ANTI_FORGERY_TOKEN_LENGTH))
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')
}
