import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** An event as the site sends it to a Plausible-compatible events API, with what the stand-in saw. */
export interface AnalyticsEvent {
  name: string
  url: string
  domain: string
  referrer: string | null
  /** The Origin header of the request: the page that sent it. */
  origin: string | null
  receivedAt: string
}

export interface AnalyticsStandIn {
  url: string
  events(): AnalyticsEvent[]
  stop(): Promise<void>
}

export interface AnalyticsStandInOptions {
  host: string
  port: number
  /** Origins whose pages may send events (CORS); the site's. */
  allowedOrigins: readonly string[]
}

const MAX_BODY_BYTES = 64 * 1024

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The event of a request body, or null when it is not one (Plausible answers those with 400). */
function parseEvent(body: string): Omit<AnalyticsEvent, 'origin' | 'receivedAt'> | null {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { name, url, domain, referrer } = value as Record<string, unknown>
  if (typeof name !== 'string' || !name || typeof url !== 'string' || typeof domain !== 'string') return null
  if (referrer !== undefined && referrer !== null && typeof referrer !== 'string') return null
  return { name, url, domain, referrer: referrer ?? null }
}

/**
 * A stand-in for the analytics host in the browser tests: `POST /api/event` as Plausible's events
 * API takes it (JSON `{name, url, domain, referrer}`, answered 202, CORS for the site, preflight
 * included; the body may come as `text/plain`, as `sendBeacon` sends it). The tests read what
 * arrived with `GET /__events` (optionally `?name=` and `?url=`) and empty it with `DELETE /__events`.
 */
export function startAnalyticsStandIn(options: AnalyticsStandInOptions): Promise<AnalyticsStandIn> {
  const events: AnalyticsEvent[] = []

  function cors(request: IncomingMessage): Record<string, string> {
    const origin = request.headers.origin
    if (!origin || !options.allowedOrigins.includes(origin)) return { Vary: 'Origin' }
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    }
  }

  function send(response: ServerResponse, status: number, headers: Record<string, string>, body?: unknown): void {
    const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const type = text === undefined ? {} : { 'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json' }
    response.writeHead(status, { ...headers, ...type }).end(text)
  }

  const server = createServer(async (request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost')
    if (pathname === '/api/event') {
      const headers = cors(request)
      if (request.method === 'OPTIONS') return send(response, 204, headers)
      if (request.method !== 'POST') return send(response, 405, { ...headers, Allow: 'POST, OPTIONS' })
      const body = await readBody(request)
      const event = body === null ? null : parseEvent(body)
      if (!event) return send(response, 400, headers, 'bad request')
      events.push({ ...event, origin: request.headers.origin ?? null, receivedAt: new Date().toISOString() })
      return send(response, 202, headers, 'ok')
    }
    if (pathname === '/__events') {
      if (request.method === 'GET') {
        const name = searchParams.get('name')
        const url = searchParams.get('url')
        return send(
          response,
          200,
          {},
          events.filter((event) => (name === null || event.name === name) && (url === null || event.url === url)),
        )
      }
      if (request.method === 'DELETE') {
        events.length = 0
        return send(response, 204, {})
      }
      return send(response, 405, { Allow: 'GET, DELETE' })
    }
    send(response, 404, {}, 'not found')
  })

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${options.port} on ${options.host} is taken: choose another E2E_ANALYTICS_PORT.`)
          : error,
      ),
    )
    server.listen(options.port, options.host, () =>
      resolve({
        url: `http://${options.host}:${options.port}`,
        events: () => [...events],
        stop: () =>
          new Promise((resolveStop) => {
            server.close(() => resolveStop())
            server.closeAllConnections()
          }),
      }),
    )
  })
}
