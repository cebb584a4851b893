import type { IncomingHttpHeaders } from 'node:http'

/**
 * Headers that belong to one connection, not to the request or the response (RFC 9110, 7.6.1), so
 * a proxy must not pass them on; the stack answers `Expect: 100-continue` itself (Node's server says
 * continue), so that goes no further either. fetch refuses most of them outright.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect'])

/** Whether a header stays with this hop: one of the above, any `Proxy-*` header, or one the Connection header names. */
function hopByHop(connection: string | null | undefined): (name: string) => boolean {
  const named = new Set(
    (connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  )
  return (name) => HOP_BY_HOP.has(name) || name.startsWith('proxy-') || named.has(name)
}

/**
 * The caller's headers as the function receives them: end-to-end ones only, without `Host` and
 * `Content-Length` (the body goes on whole and fetch gives it its length), and with the caller's
 * address as hosted Supabase's edge (Cloudflare) passes it on: appended to whatever `X-Forwarded-For`
 * the caller sent, and as `CF-Connecting-IP`, whatever the caller claimed there.
 */
export function requestHeadersToForward(headers: IncomingHttpHeaders, clientIp: string): Headers {
  const dropped = hopByHop(headers.connection)
  const forwarded = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || dropped(name) || name === 'host' || name === 'content-length') continue
    for (const one of Array.isArray(value) ? value : [value]) forwarded.append(name, one)
  }
  const claimed = forwarded.get('x-forwarded-for')
  forwarded.set('x-forwarded-for', claimed ? `${claimed}, ${clientIp}` : clientIp)
  forwarded.set('cf-connecting-ip', clientIp)
  return forwarded
}

/**
 * The function's headers as the caller receives them: end-to-end ones only, without
 * `Content-Length` and `Content-Encoding`, as fetch has decoded the body and the stack sends it whole.
 */
export function responseHeadersToReturn(headers: Headers): Record<string, string> {
  const dropped = hopByHop(headers.get('connection'))
  const returned: Record<string, string> = {}
  headers.forEach((value, name) => {
    if (!dropped(name) && name !== 'content-length' && name !== 'content-encoding') returned[name] = value
  })
  return returned
}
