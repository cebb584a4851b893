import { IDEMPOTENCY_KEY_HEADER } from '../_shared/idempotencyKey.ts'
import { CAPTCHA_TOKEN_HEADER } from './captcha.ts'
import type { HeaderMap } from './http.ts'

const ALLOWED_HEADERS = `authorization, x-client-info, apikey, content-type, x-retry-count, ${IDEMPOTENCY_KEY_HEADER.toLowerCase()}, ${CAPTCHA_TOKEN_HEADER}`

/** CORS headers for a request: the site's own origins only, never a wildcard. */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): HeaderMap {
  const headers: HeaderMap = { Vary: 'Origin' }
  if (origin && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS'
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS
    headers['Access-Control-Max-Age'] = '600'
  }
  return headers
}
