import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { FunctionConfig } from './config'
import { requestHeadersToForward, responseHeadersToReturn } from './forwardedHeaders'
import { bearerToken, jsonResponse, type ApiRequest, type ApiResponse } from './http'
import { verifyJwt } from './jwt'
import { stopProcess } from './stopProcess'

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
    // --quiet: the function's own output stays, Deno's goes (its downloads on a first run, and 'Listening on' a
    // private port that a reader of `npm start` would take for an address to open).
    const child = spawn(
      DENO,
      ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', '--config', join(folder, 'deno.json'), join(folder, 'index.ts')],
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
      // A function's redirect is the caller's to follow, as hosted Supabase passes it on.
      redirect: 'manual',
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
      if (fn) await stopProcess(fn.process)
    }
    running.clear()
  }

  return { route, stop }
}
