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

export async function readRequest(request: IncomingMessage): Promise<ApiRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return {
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', 'http://127.0.0.1'),
    headers: request.headers,
    body: Buffer.concat(chunks),
    clientIp: request.socket.remoteAddress ?? '127.0.0.1',
  }
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
