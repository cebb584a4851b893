import { request } from 'node:http'

/**
 * A fetch whose requests leave from `localAddress`, so the stack sees them come from another
 * client address and counts them apart. On Linux every address of 127.0.0.0/8 is the loopback
 * interface's, so 127.0.0.2 and on need no setting up. Enough of fetch for supabase-js and for
 * `redirect: 'manual'` (redirects are never followed); an aborted `signal` ends the request.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(input instanceof Request ? input.headers : undefined)
    new Headers(init.headers).forEach((value, key) => headers.set(key, value))
    const body = init.body === undefined || init.body === null ? undefined : String(init.body)
    const signal = init.signal ?? (input instanceof Request ? input.signal : undefined)
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(
        url,
        { method: init.method ?? 'GET', headers: Object.fromEntries(headers), localAddress, signal: signal ?? undefined },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('error', reject)
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 500
            const responseHeaders = new Headers()
            for (const [name, value] of Object.entries(incoming.headers))
              if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value)
            const responseBody = [204, 205, 304].includes(status) ? null : new Uint8Array(Buffer.concat(chunks))
            resolve(new Response(responseBody, { status, headers: responseHeaders }))
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}
