/** Largest request body accepted, in bytes: the longest message with room to spare. */
export const MAX_BODY_BYTES = 16 * 1024

/** At most `messages` messages per client in any `windowMs`. */
export interface RateLimit {
  messages: number
  windowMs: number
}

/** How many messages one client (IP address) may send within the window. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 10 * 60 * 1000 } as const satisfies RateLimit
