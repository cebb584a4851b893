/** Largest request body accepted, in bytes: a password, with room to spare. */
export const MAX_BODY_BYTES = 4 * 1024

/** At most `checks` password checks per user in any `windowMs`. */
export interface PasswordCheckLimit {
  checks: number
  windowMs: number
}

/** How often one user's password may be tried: enough for typing errors, too few for guessing. */
export const PASSWORD_CHECK_LIMIT = { checks: 5, windowMs: 10 * 60 * 1000 } as const satisfies PasswordCheckLimit
