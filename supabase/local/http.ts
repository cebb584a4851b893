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

/**
 * The longest body the stack reads, on every route: 1 MiB. A longer one is answered 413 as Kong
 * (the API gateway of self-hosted Supabase) answers over its size limit, and is not kept.
 */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * A body longer than the cap: nothing of it is kept, and what is left is being thrown away.
 * `lingered` settles once that is over: the body ended, the client left, or it was cut off.
 */
export class RequestBodyTooLarge extends Error {
  constructor(readonly lingered: Promise<void>) {
    super(`The body is longer than ${MAX_BODY_BYTES} bytes`)
  }
}

/** The client went away before its request was complete: there is nobody left to answer. */
export class RequestAborted extends Error {}

/**
 * After a body over the cap has been refused, what more the connection is read (and thrown away)
 * before it is closed, so that a client still sending gets to read the 413 instead of a reset
 * connection (a lingering close, as nginx does); a client that sends more, or for longer, is cut off.
 * The bytes leave room for what the socket buffers of both ends held when the answer went out.
 */
const LINGER_BYTES = 16 * 1024 * 1024
const LINGER_MS = 2_000

function discardThenClose(incoming: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let discarded = 0
    const finish = () => {
      clearTimeout(timer)
      incoming.off('data', discard)
      resolve()
    }
    const cutOff = () => {
      if (!incoming.complete) incoming.socket.destroy()
      finish()
    }
    const discard = (chunk: Buffer) => {
      discarded += chunk.length
      if (discarded > LINGER_BYTES) cutOff()
    }
    const timer = setTimeout(cutOff, LINGER_MS).unref()
    incoming.on('data', discard)
    incoming.once('end', finish)
    incoming.once('close', finish)
  })
}

/** The request's target as a URL; null for one that is none, such as `//[`. */
export function requestUrl(incoming: IncomingMessage): URL | null {
  try {
    return new URL(incoming.url ?? '/', 'http://127.0.0.1')
  } catch {
    return null
  }
}

/**
 * Reads the body of a request to `url`. A body longer than MAX_BODY_BYTES (declared so, or found so
 * while reading) rejects with RequestBodyTooLarge: what was read is dropped and nothing more is kept.
 */
export function readRequest(incoming: IncomingMessage, url: URL): Promise<ApiRequest> {
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
        reject(new RequestBodyTooLarge(discardThenClose(incoming)))
      })
    const onData = (chunk: Buffer) => {
      received += chunk.length
      if (received > MAX_BODY_BYTES) tooLarge()
      else chunks.push(chunk)
    }
    const onEnd = () =>
      settle(() =>
        resolve({
          method: incoming.method ?? 'GET',
          url,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
          clientIp: incoming.socket.remoteAddress ?? '127.0.0.1',
        }),
      )
    const onAbort = () => settle(() => reject(new RequestAborted('The client closed the connection before its request was complete')))

    if (Number(incoming.headers['content-length']) > MAX_BODY_BYTES) return tooLarge()
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onAbort)
    incoming.on('close', onAbort)
  })
}

/**
 * Writes the answer. With `endAfter` it goes out whole at once, with its length, but the response
 * ends only when that settles: Node closes a `Connection: close` socket as soon as its response
 * ends, which resets the connection under a client still sending, often before it reads the answer.
 */
export function writeResponse(
  response: ServerResponse,
  { status, headers = {}, body, fromFunction }: ApiResponse,
  endAfter?: Promise<void>,
): void {
  const isBuffer = Buffer.isBuffer(body)
  const payload = body === undefined ? undefined : isBuffer ? body : JSON.stringify(body)
  response.writeHead(status, {
    ...(fromFunction ? {} : CORS_HEADERS),
    ...(payload !== undefined && !isBuffer && !headers['Content-Type'] ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
    ...(endAfter && payload !== undefined ? { 'Content-Length': String(Buffer.byteLength(payload)) } : {}),
  })
  if (!endAfter) return void response.end(payload)
  if (payload !== undefined) response.write(payload)
  void endAfter.then(() => response.end())
}

export function bearerToken(request: ApiRequest): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')
  return match ? match[1]!.trim() : null
}
