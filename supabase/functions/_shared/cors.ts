import type { HeaderMap } from './http.ts'

/** The headers supabase-js sends with `functions.invoke`. */
const CLIENT_HEADERS = ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-retry-count']

/**
 * CORS headers for a function's answer: the site's own origins only, never a wildcard. `extraHeaders`
 * are request headers of the function's own that a browser may send besides supabase-js's.
 */
export function corsHeaders(origin: string | null, allowedOrigins: readonly string[], extraHeaders: readonly string[] = []): HeaderMap {
  const headers: HeaderMap = { Vary: 'Origin' }
  if (origin && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS'
    headers['Access-Control-Allow-Headers'] = [...CLIENT_HEADERS, ...extraHeaders].join(', ')
    headers['Access-Control-Max-Age'] = '600'
  }
  return headers
}
