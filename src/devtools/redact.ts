const SECRET_KEY = /password|token|secret|qrCode|otpauth|enrolment/i
export const REDACTED = '[redacted]'

/** A copy of a value with everything under a password, token or secret key (a two-step enrolment holds its secret) replaced, at any depth. */
export function redactSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map(redactSecrets) as T
  if (!isPlainObject(value)) return value
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, SECRET_KEY.test(key) ? REDACTED : redactSecrets(entry)])) as T
}

/** Like {@link redactSecrets}, and hides what is typed into a password field (`field.change`). */
export function redactEvent<T extends { type: string }>(event: T): T {
  const redacted = redactSecrets(event)
  const { field } = event as { field?: unknown }
  return typeof field === 'string' && SECRET_KEY.test(field) ? { ...redacted, value: REDACTED } : redacted
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
