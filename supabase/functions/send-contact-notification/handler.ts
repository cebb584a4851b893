import { contactFieldErrors, sanitizeForSending, type ContactMessage } from '../_shared/contract/contactRules.ts'
import { CAPTCHA_TOKEN_HEADER } from '../_shared/contract/captchaHeader.ts'
import type { CaptchaCheck } from './captcha.ts'
import { clientAddress, rateLimitSubject } from './clientKey.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { deliverNotification, type NotificationSteps } from './delivery.ts'
import { json, readJsonBody } from '../_shared/http.ts'
import { CONTACT_RATE_LIMIT, MAX_BODY_BYTES, type RateLimit } from './limits.ts'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyOf } from '../_shared/contract/idempotencyKey.ts'
import type { StoredMessage } from './store.ts'

/** The request headers of the contact form besides supabase-js's own. */
const CONTACT_HEADERS = [IDEMPOTENCY_KEY_HEADER.toLowerCase(), CAPTCHA_TOKEN_HEADER]

export interface ContactDependencies extends NotificationSteps {
  allowedOrigins: readonly string[]
  /** How many messages one client may send in the window; {@link CONTACT_RATE_LIMIT} (5 in 10 minutes) unless set. */
  rateLimit?: RateLimit
  /** A stable, non-reversible key for the client's IP address. */
  clientKey(ip: string): Promise<string>
  /**
   * Stores the message unless the client already has `limit.messages` messages in the window, in one
   * step that holds under concurrency, or finds the one stored earlier under the same idempotency key;
   * null when over the limit.
   */
  store(message: ContactMessage, clientKey: string, limit: RateLimit, idempotencyKey: string | null): Promise<StoredMessage | null>
  /**
   * Keeps `task` running after the answer has gone out: `EdgeRuntime.waitUntil` on hosted Supabase,
   * so the worker is not stopped before the task ends. The task never rejects.
   */
  background(task: Promise<void>): void
  /** The bot protection, when the project has a captcha secret: a message without a solved captcha is refused. */
  checkCaptcha?: CaptchaCheck
}

/**
 * Receives a contact message: refuses what is not a well-formed, valid message from a client within
 * its rate limit (always with a 4xx), stores it, and answers as soon as it is stored. A message sent
 * again under its `Idempotency-Key` (a UUID) is answered with the id stored the first time, and
 * neither stored nor notified again. The notification
 * is sent after that, in the background and bounded in time: one that fails or hangs leaves the
 * message stored and marked for another attempt (see `deliverDueNotifications`), and the visitor has
 * already heard success.
 */
export function createContactHandler(deps: ContactDependencies): (request: Request) => Promise<Response> {
  const rateLimit = deps.rateLimit ?? CONTACT_RATE_LIMIT
  return async (request) => {
    const cors = corsHeaders(request.headers.get('origin'), deps.allowedOrigins, CONTACT_HEADERS)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
    if (request.method !== 'POST') return json(405, { error: 'method_not_allowed' }, { ...cors, Allow: 'POST, OPTIONS' })

    const body = await readJsonBody(request, MAX_BODY_BYTES)
    if (!body.ok) return json(body.status, { error: body.error }, cors)
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
      return json(400, { error: 'invalid_body' }, cors)
    }
    const idempotencyKey = idempotencyKeyOf(request.headers)
    if (idempotencyKey === 'invalid') return json(400, { error: 'invalid_idempotency_key' }, cors)
    const raw = body.value as Record<string, unknown>
    const fields = contactFieldErrors(raw)
    if (Object.keys(fields).length > 0) return json(400, { error: 'validation_failed', fields }, cors)
    const message = sanitizeForSending(raw)

    const ip = clientAddress(request.headers)
    if (deps.checkCaptcha && !(await deps.checkCaptcha(request.headers.get(CAPTCHA_TOKEN_HEADER), ip))) {
      return json(403, { error: 'captcha_failed' }, cors)
    }
    const clientKey = await deps.clientKey(rateLimitSubject(ip))
    const stored = await deps.store(message, clientKey, rateLimit, idempotencyKey)
    if (stored === null) {
      const retryAfter = String(Math.ceil(rateLimit.windowMs / 1000))
      return json(429, { error: 'rate_limited' }, { ...cors, 'Retry-After': retryAfter })
    }

    // A repeat is answered as the first call was; its notification went out with that call.
    if (!stored.repeated) deps.background(deliverNotification(deps, stored.id))
    return json(200, { ok: true, id: stored.id }, cors)
  }
}
