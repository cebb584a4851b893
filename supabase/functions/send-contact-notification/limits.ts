/** Largest request body accepted, in bytes: the longest message (5,554 characters of up to 4 bytes: 22 KiB) with room to spare. */
export const MAX_BODY_BYTES = 32 * 1024

/** At most `messages` messages per client in any `windowMs`. */
export interface RateLimit {
  messages: number
  windowMs: number
}

/** How many messages one client (IP address) may send within the window. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 10 * 60 * 1000 } as const satisfies RateLimit

/**
 * The limit with `messages` taken from the secret CONTACT_RATE_LIMIT_MESSAGES when it is a positive
 * whole number: for test stacks whose browsers all send from one address. A site keeps 5 (docs/decisions.md, 'The contact form').
 */
export function contactRateLimit(messages: string | undefined): RateLimit {
  const count = Number(messages)
  return messages && Number.isInteger(count) && count > 0 ? { ...CONTACT_RATE_LIMIT, messages: count } : CONTACT_RATE_LIMIT
}
