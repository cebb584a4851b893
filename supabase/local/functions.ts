import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { FunctionConfig } from './config'
import { bearerToken, jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { verifyJwt } from './jwt'

const DENO = join(process.cwd(), 'node_modules', 'deno', 'deno')
const BOOT_TIMEOUT_MS = 60_000

interface RunningFunction {
  port: number
  process: ChildProcess
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitUntilListening(port: number, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + BOOT_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The function ${name} stopped while starting (exit code ${child.exitCode})`)
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`The function ${name} did not start within ${BOOT_TIMEOUT_MS / 1000} s`)
}

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

/**
 * The check hosted Supabase makes before a function with `verify_jwt = true` runs: the call must
 * carry a JWT signed with the project's secret and not expired (the anon or service-role key, or a
 * user's access token) as `Authorization: Bearer`. The answer when it does not, or null when it does.
 */
async function refusedByJwtCheck(request: ApiRequest): Promise<ApiResponse | null> {
  if (!request.headers.authorization) return jsonResponse(401, { code: 401, message: 'Missing authorization header' })
  const token = bearerToken(request)
  if (!token || !(await verifyJwt(token)).ok) return jsonResponse(401, { code: 401, message: 'Invalid JWT' })
  return null
}

export interface FunctionSettings {
  functionsDir: string
  denoDir: string
  env: Record<string, string>
  quiet: boolean
  /** Each function's settings from config.toml. */
  config(name: string): FunctionConfig
}

/** Runs each function in real Deno, started on its first call, and passes requests on to it. */
export function createFunctionRoutes(settings: FunctionSettings) {
  const running = new Map<string, Promise<RunningFunction>>()

  async function boot(name: string): Promise<RunningFunction> {
    if (!existsSync(DENO)) throw new Error('Deno is missing: run "npm install" (the npm package deno provides it)')
    const port = await freePort()
    const folder = join(settings.functionsDir, name)
    const child = spawn(
      DENO,
      ['run', '--allow-net', '--allow-env', '--allow-read', '--config', join(folder, 'deno.json'), join(folder, 'index.ts')],
      {
        env: { ...process.env, ...settings.env, DENO_DIR: settings.denoDir, PORT: String(port), HOST: '127.0.0.1', NO_COLOR: '1' },
        stdio: settings.quiet ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      },
    )
    await waitUntilListening(port, child, name)
    return { port, process: child }
  }

  /** Passes a call of function `name` on to it; `path` is the function's name and anything after it, e.g. `/<name>/retry`. */
  async function route(request: ApiRequest, name: string, path: string): Promise<ApiResponse> {
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(name) || !existsSync(join(settings.functionsDir, name, 'index.ts'))) {
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Function not found' })
    }
    // A preflight carries no token, so it is never checked; a refused call never starts the function.
    if (request.method !== 'OPTIONS' && settings.config(name).verifyJwt) {
      const refused = await refusedByJwtCheck(request)
      if (refused) return refused
    }
    let started = running.get(name)
    if (!started) {
      started = boot(name)
      running.set(name, started)
      started.catch(() => running.delete(name))
    }
    const { port } = await started
    const response = await fetch(`http://127.0.0.1:${port}${path}${request.url.search}`, {
      method: request.method,
      headers: requestHeadersToForward(request.headers, request.clientIp),
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(request.body),
    })
    const body = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      headers: responseHeadersToReturn(response.headers),
      body: body.length > 0 ? body : undefined,
      fromFunction: true,
    }
  }

  async function stop(): Promise<void> {
    for (const started of running.values()) {
      const fn = await started.catch(() => null)
      if (fn && fn.process.exitCode === null) {
        const exited = new Promise((resolve) => fn.process.once('exit', resolve))
        fn.process.kill('SIGTERM')
        await exited
      }
    }
    running.clear()
  }

  return { route, stop }
}
