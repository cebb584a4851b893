import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../build/compress/precompress'
import { HEADERS_FILE } from '../../build/security/buildPolicy'
import { headerRules, renderHeadersFile } from '../../build/security/headersFile'
import { startStaticServer } from '../../tools/serve/staticServer'

const PAGE = `<!doctype html><html lang="nb"><title>Havbørs</title>${'<p>Oppdrett og rederi møtes her.</p>'.repeat(40)}</html>`
const SCRIPT = `export const text = ${JSON.stringify('havbørs '.repeat(200))}\n`
const FILES: Record<string, string> = {
  'index.html': PAGE,
  '404.html': '<!doctype html><p>Fant ikke siden</p>'.repeat(5),
  'assets/app-abc123.js': SCRIPT,
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

let outside: string
let dist: string
let server: Server

/** A raw request (no decompression), as a browser sends it with these headers. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    outgoing.on('error', reject).end()
  })
}

/** The status of the answer to a request line sent as it is: http.request refuses some targets a client can send. */
function rawStatus(target: string): Promise<number> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0)))
  })
}

beforeAll(async () => {
  // The build in a folder of its own, beside a file no path may reach.
  outside = await mkdtemp(join(tmpdir(), 'static-server-'))
  await writeFile(join(outside, 'secret.txt'), 'not served')
  dist = join(outside, 'dist')
  await mkdir(join(dist, 'assets'), { recursive: true })
  for (const [file, content] of Object.entries(FILES)) await writeFile(join(dist, file), content)
  await writeFile(join(dist, HEADERS_FILE), renderHeadersFile(headerRules({ 'X-Content-Type-Options': 'nosniff' }, Object.keys(FILES))))
  await precompress(dist)
  // Port 0: the system picks a free one, so the test never meets another server.
  server = await startStaticServer({ root: dist, host: '127.0.0.1', port: 0 })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(outside, { recursive: true, force: true })
})

describe('the preview server compresses text', () => {
  it('sends Brotli when the request accepts it, with the length of what it sends', async () => {
    const answer = await get('/', { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(PAGE))
    expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE)
  })

  it('sends gzip when the request accepts gzip but not Brotli', async () => {
    for (const acceptEncoding of ['gzip', 'gzip, br;q=0', 'br;q=0.5, gzip']) {
      const answer = await get('/assets/app-abc123.js', { 'Accept-Encoding': acceptEncoding })
      expect(answer.headers['content-encoding'], acceptEncoding).toBe('gzip')
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT)
    }
  })

  it('sends the file as it is when the request accepts neither', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' } as Record<string, string>, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const answer = await get('/', headers)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(PAGE))
      expect(answer.body.toString()).toBe(PAGE)
    }
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/', { 'Accept-Encoding': 'br' }, 'HEAD')
    const full = await get('/', { 'Accept-Encoding': 'br' })
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
    expect(head.headers.etag).toBe(full.headers.etag)
  })
})

describe('the preview server caches', () => {
  it('gives the hashed assets a year and the pages revalidation, as _headers says, with the security headers', async () => {
    const asset = await get('/assets/app-abc123.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect((await get('/')).headers['cache-control']).toBe('no-cache')
    expect((await get('/finnes-ikke')).headers['cache-control']).toBe('no-cache')
  })

  it('answers 304 Not Modified without a body when the request has the version it would send', async () => {
    const first = await get('/', { 'Accept-Encoding': 'br' })
    const tag = first.headers.etag as string
    expect(tag).toMatch(/^"[\w-]+"$/)
    for (const ifNoneMatch of [tag, `W/${tag}`, `"older", ${tag}`, '*']) {
      const again = await get('/', { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch })
      expect(again.status, ifNoneMatch).toBe(304)
      expect(again.body.length).toBe(0)
      expect(again.headers.etag).toBe(tag)
      expect(again.headers['cache-control']).toBe('no-cache')
    }
  })

  it('sends the whole file when the tag is another version or another coding of it', async () => {
    const brotli = (await get('/', { 'Accept-Encoding': 'br' })).headers.etag as string
    const gzip = await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': brotli })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.etag).not.toBe(brotli)
    expect((await get('/', { 'If-None-Match': '"older"' })).status).toBe(200)
  })

  it('never answers 304 for a path that is not found', async () => {
    const missing = await get('/finnes-ikke', { 'If-None-Match': '*' })
    expect(missing.status).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    expect(missing.body.toString()).toBe(FILES['404.html'])
  })
})

describe('the preview server refuses hostile paths and keeps serving', () => {
  it('answers 400 in plain text, with the security headers, to a path that decodes to no file name', async () => {
    for (const path of ['/%E0', '/%', '/assets/%zz.js', '/%00', '/index.html%00.js']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(400)
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.body.toString()).toBe('400 Bad Request\n')
    }
    expect((await get('/')).status).toBe(200)
  })

  it('answers 400 to a raw NUL byte or a target that is no path, and 414 to a 10 kB path', async () => {
    expect(await rawStatus('/index\0.html')).toBe(400)
    expect(await rawStatus('http://[/')).toBe(400)
    expect(await rawStatus(`/${'a'.repeat(10_000)}`)).toBe(414)
    expect(await rawStatus('/')).toBe(200)
  })

  it('serves nothing outside its folder, nor the host files, however the path is written', async () => {
    for (const path of [
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
      '//..%2fsecret.txt',
      '/%5Fheaders',
      '//_headers',
    ]) {
      const answer = await get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body.toString()).toBe(FILES['404.html'])
    }
    expect((await get('//')).status).toBe(200)
  })
})
