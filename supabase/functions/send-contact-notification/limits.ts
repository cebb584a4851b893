/** Largest request body accepted, in bytes: the longest message (5,554 characters of up to 4 bytes: 22 KiB) with room to spare. */
export const MAX_BODY_BYTES = 32 * 1024

/** How many messages one client (IP address) may send within the window. */
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 10 * 60 * 1000 } as const
