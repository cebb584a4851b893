import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.webmanifest'])

export interface StaticServerOptions {
  root: string
  host: string
  port: number
  /** Extra origins the pages may call, e.g. the Supabase API. */
  connectOrigins: string[]
}

function securityHeaders(connectOrigins: string[]): Record<string, string> {
  const connect = ["'self'", ...connectOrigins].join(' ')
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `connect-src ${connect}`,
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

/** The file a URL path maps to like a static host: `/a` → `a/index.html`, else `404.html` with 404. */
async function resolveFile(root: string, pathname: string): Promise<{ file: string; status: number }> {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidate = join(root, safe)
  if (candidate.startsWith(root)) {
    if (await isFile(candidate)) return { file: candidate, status: 200 }
    const index = join(candidate, 'index.html')
    if (await isFile(index)) return { file: index, status: 200 }
  }
  return { file: join(root, '404.html'), status: 404 }
}

/** Serves a prerendered build the way a static host does, with compression and security headers. */
export function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.root)
  const headers = securityHeaders(options.connectOrigins)
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const { file, status } = await resolveFile(root, pathname)
    const extension = extname(file)
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
    response.writeHead(status, {
      ...headers,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    })
    if (request.method === 'HEAD') {
      response.end()
      return
    }
    const stream = createReadStream(file)
    ;(gzip ? stream.pipe(createGzip()) : stream).pipe(response)
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolvePromise(server))
  })
}
