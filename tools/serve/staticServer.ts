import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { createServer, STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { chooseEncoding } from './acceptEncoding'
import { CONTENT_TYPES, TEXT_EXTENSIONS } from '../../build/compress/contentTypes'
import { PRECOMPRESSIONS } from '../../build/compress/precompress'
import { HEADERS_FILE } from '../../build/security/buildPolicy'
import { headersForPath, parseHeadersFile } from '../../build/security/headersFile'

export interface StaticServerOptions {
  root: string
  host: string
  port: number
}

// Ours, not sirv 3.0.2: that sent Brotli to `br;q=0`, compared weak ETags as one string (no 304 for `*` or a list),
// answered 304 without Cache-Control, ETag or policy, served `/_headers` and answered POST.

/** Files of the build that configure the host and are not part of the site. */
const HOST_FILES = new Set([`/${HEADERS_FILE}`])

// Longer than any path the file system opens (PATH_MAX on Linux), so it names no file.
const MAX_PATH_LENGTH = 4096

/** The URL path of a request's target and the file path it names (decoded, `..` resolved), or the status to refuse it with. */
function requestedPath(target: string): { pathname: string; path: string } | { status: number } {
  // Origin-form only (`/a?b`, what browsers send); prefixed, as `new URL('//a', base)` reads `a` as a host.
  if (!target.startsWith('/')) return { status: 400 }
  const { pathname } = new URL(`http://localhost${target}`)
  if (pathname.length > MAX_PATH_LENGTH) return { status: 414 }
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return { status: 400 } // a `%` without two hex digits, or bytes that are no UTF-8
  }
  // No file name has a NUL byte, and Node's file functions refuse one.
  return path.includes('\0') ? { status: 400 } : { pathname, path: normalize(path) }
}

/** A short plain-text answer with `status`, for a request that names no file. */
function answerPlainly(response: ServerResponse, status: number, headers: OutgoingHttpHeaders): void {
  const body = `${status} ${STATUS_CODES[status]}\n`
  response.writeHead(status, { ...headers, 'Content-Type': CONTENT_TYPES['.txt'], 'Content-Length': Buffer.byteLength(body) }).end(body)
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => null))?.isFile() ?? false
}

/** The file a requested path maps to like a static host: `/a` → `a/index.html`, else `404.html` with 404. */
async function resolveFile(root: string, path: string): Promise<{ file: string; status: number }> {
  if (HOST_FILES.has(path)) return { file: join(root, '404.html'), status: 404 }
  const candidate = join(root, path)
  if (candidate.startsWith(root)) {
    if (await isFile(candidate)) return { file: candidate, status: 200 }
    const index = join(candidate, 'index.html')
    if (await isFile(index)) return { file: index, status: 200 }
  }
  return { file: join(root, '404.html'), status: 404 }
}

/** The body to send for `file`: its precompressed copy in the best coding the request accepts, else the file. */
async function representation(file: string, request: IncomingMessage): Promise<{ body: Buffer; coding: string | null }> {
  if (!TEXT_EXTENSIONS.has(extname(file))) return { body: await readFile(file), coding: null }
  const present = []
  for (const precompression of PRECOMPRESSIONS) if (await isFile(file + precompression.suffix)) present.push(precompression)
  const coding = chooseEncoding(
    request.headers['accept-encoding'],
    present.map((precompression) => precompression.coding),
  )
  const chosen = present.find((precompression) => precompression.coding === coding)
  return { body: await readFile(chosen ? file + chosen.suffix : file), coding }
}

/** A strong validator of one representation: its bytes' hash (so each coding of a file has its own). */
function entityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** Whether If-None-Match names the tag (compared weakly, as RFC 9110 asks for this header) or is `*`. */
function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag
  })
}

/**
 * Serves a prerendered build the way a static host does: with the headers the build wrote for
 * static hosts into its `_headers` file (security policy, caching), text files in the Brotli or gzip
 * copy the build wrote beside them when the request accepts one, and an ETag, answered with 304 Not
 * Modified when the request already has that version.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.root)
  const headerRules = parseHeadersFile(await readFile(join(root, HEADERS_FILE), 'utf8'))
  // The security policy, as every path has it.
  const refusalHeaders = { 'Cache-Control': 'no-cache', ...headersForPath(headerRules, '/') }
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    const requested = requestedPath(request.url ?? '/')
    if ('status' in requested) {
      answerPlainly(response, requested.status, refusalHeaders)
      return
    }
    const { pathname, path } = requested
    const { file, status } = await resolveFile(root, path)
    const extension = extname(file)
    const { body, coding } = await representation(file, request)
    const tag = entityTag(body)
    const headers: OutgoingHttpHeaders = {
      // Like the static hosts, whatever the rules do not cache is revalidated on every use.
      'Cache-Control': 'no-cache',
      ...headersForPath(headerRules, pathname),
      ...(TEXT_EXTENSIONS.has(extension) ? { Vary: 'Accept-Encoding' } : {}),
      ...(status === 200 ? { ETag: tag } : {}),
    }
    if (status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
      response.writeHead(304, headers).end()
      return
    }
    response.writeHead(status, {
      ...headers,
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': body.length,
      ...(coding ? { 'Content-Encoding': coding } : {}),
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolvePromise(server))
  })
}
