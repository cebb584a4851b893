import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { createGzip } from 'node:zlib'
import { HEADERS_FILE } from './security/buildPolicy'
import { headersForPath, parseHeadersFile } from './security/headersFile'

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
}

/** Files of the build that configure the host and are not part of the site. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`])

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

/** The file a URL path maps to like a static host: `/a` → `a/index.html`, else `404.html` with 404. */
async function resolveFile(root: string, pathname: string): Promise<{ file: string; status: number }> {
  if (HOST_FILES.has(pathname)) return { file: join(root, '404.html'), status: 404 }
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidate = join(root, safe)
  if (candidate.startsWith(root)) {
    if (await isFile(candidate)) return { file: candidate, status: 200 }
    const index = join(candidate, 'index.html')
    if (await isFile(index)) return { file: index, status: 200 }
  }
  return { file: join(root, '404.html'), status: 404 }
}

/**
 * Serves a prerendered build the way a static host does: compressed, with the headers the build
 * wrote for static hosts into its `_headers` file, so a preview is served exactly as they serve it.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.root)
  const headerRules = parseHeadersFile(await readFile(join(root, HEADERS_FILE), 'utf8'))
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
      // Like the static hosts, whatever the rules do not cache is revalidated on every use.
      'Cache-Control': 'no-cache',
      ...headersForPath(headerRules, pathname),
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
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
