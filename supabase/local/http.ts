import type { IncomingMessage, ServerResponse } from 'node:http'

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-client-info, prefer, accept-profile, content-profile, x-supabase-api-version, x-retry-count, range',
  'Access-Control-Expose-Headers': 'X-Supabase-Api-Version, Content-Range, Location',
  'Access-Control-Max-Age': '600',
}

export interface ApiRequest {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: Buffer
  clientIp: string
}

export interface ApiResponse {
  status: number
  headers?: Record<string, string>
  body?: unknown
  /** Passed on as the function answered, its own CORS headers included. */
  fromFunction?: boolean
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, body, headers }
}

/** A body longer than the cap of its route: nothing of it is kept, and reading stopped. */
export class RequestBodyTooLarge extends Error {}

/** The client went away before its request was complete: there is nobody left to answer. */
export class RequestAborted extends Error {}

/**
 * After a body over the cap has been refused, what more the connection is read (and thrown away)
 * before it is closed, so that a client still sending gets to read the 413 instead of a reset
 * connection (a lingering close, as nginx does); a client that sends more, or for longer, is cut off.
 */
const LINGER_BYTES = 4 * 1024 * 1024
const LINGER_MS = 2_000

function discardThenClose(incoming: IncomingMessage): void {
  let discarded = 0
  const stop = () => {
    clearTimeout(timer)
    incoming.off('data', discard)
    if (!incoming.complete) incoming.socket.destroy()
  }
  const discard = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > LINGER_BYTES) stop()
  }
  const timer = setTimeout(stop, LINGER_MS).unref()
  incoming.on('data', discard)
  incoming.once('close', () => clearTimeout(timer))
}

/**
 * Reads a request and its body. A body longer than `maxBodyBytes` (declared so, or found so while
 * reading) rejects with RequestBodyTooLarge: what was read is dropped and nothing more is kept.
 */
export function readRequest(incoming: IncomingMessage, maxBodyBytes = Infinity): Promise<ApiRequest> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    const settle = (outcome: () => void) => {
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onAbort)
      incoming.off('close', onAbort)
      outcome()
    }
    const tooLarge = () =>
      settle(() => {
        chunks.length = 0
        discardThenClose(incoming)
        reject(new RequestBodyTooLarge(`The body is longer than ${maxBodyBytes} bytes`))
      })
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > maxBodyBytes) tooLarge()
      else chunks.push(chunk)
    }
    const onEnd = () =>
      settle(() =>
        resolve({
          method: incoming.method ?? 'GET',
          url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          clientIp: incoming.socket.remoteAddress ?? '127.0.0.1',
        }),
      )
    const onAbort = () => settle(() => reject(new RequestAborted('The client closed the connection before its request was complete')))

    if (Number(incoming.headers['content-length']) > maxBodyBytes) return tooLarge()
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onAbort)
    incoming.on('close', onAbort)
  })
}

export function writeResponse(response: ServerResponse, { status, headers = {}, body, fromFunction }: ApiResponse): void {
  const isBuffer = Buffer.isBuffer(body)
  const payload = body === undefined ? undefined : isBuffer ? body : JSON.stringify(body)
  response.writeHead(status, {
    ...(fromFunction ? {} : CORS_HEADERS),
    ...(payload !== undefined && !isBuffer && !headers['Content-Type'] ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  })
  response.end(payload)
}

/** Parses a JSON body; undefined when it is not JSON. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8') || 'null')
  } catch {
    return undefined
  }
}

export function bearerToken(request: ApiRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')
  return match ? match[1]!.trim() : null
}
