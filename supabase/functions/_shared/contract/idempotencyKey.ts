/**
 * The header under which the site sends each contact message's own key, a UUID, the same on every
 * retry of that message: the function stores a message once per key. Imports nothing, so the site's
 * form uses it too.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The key a request carries: null when it has none, 'invalid' when it is not a UUID. */
export function idempotencyKeyOf(headers: Headers): string | null | 'invalid' {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER)?.trim()
  if (!key) return null
  return UUID.test(key) ? key.toLowerCase() : 'invalid'
}
