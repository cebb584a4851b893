import { mkdir, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { createAuthRoutes } from './auth'
import { applyMigrations, openDatabase, type Database } from './database'
import { createFunctionRoutes } from './functions'
import { jsonResponse, readRequest, RequestAborted, RequestBodyTooLarge, writeResponse, type ApiResponse } from './http'
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys'
import { startInbox, type Inbox } from './mail'
import { createRestRoutes, REST_MAX_BODY_BYTES } from './rest'

const ROOT = process.cwd()
const DEFAULT_DATA_DIR = join(ROOT, 'supabase', '.local-data')
const SITE_ORIGINS = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://localhost:4173']

export interface LocalStackOptions {
  /** The API port; the mail catcher takes the next ports as the Supabase CLI does (+3 web, +4 SMTP). */
  port?: number
  /** Where the database is kept; null keeps it in memory. */
  dataDir?: string | null
  /** Start from an empty database. */
  reset?: boolean
  quiet?: boolean
  /** Extra or overriding environment for the functions, e.g. a dead SMTP_URL in a test. */
  functionEnv?: Record<string, string>
  /** Seconds a rotated refresh token stays usable; 10 as in config.toml unless a test says otherwise. */
  refreshTokenReuseSeconds?: number
  /**
   * Where the site runs: the first is auth's site URL, and all may be redirected to and call the
   * functions. The dev server's and the preview server's usual origins unless a test serves elsewhere.
   */
  siteOrigins?: readonly string[]
}

export interface LocalStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  inboxUrl: string
  migrations: string[]
  stop(): Promise<void>
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on 127.0.0.1 is taken: is another stack running? Stop it, or choose another port.`)
          : error,
      ),
    )
    server.listen(port, '127.0.0.1', resolve)
  })
}

/** Starts the Docker-free Supabase: database, auth, data API, functions and a mail catcher. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const port = options.port ?? 54321
  const url = `http://127.0.0.1:${port}`
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir
  const siteOrigins = options.siteOrigins?.length ? options.siteOrigins : SITE_ORIGINS
  const server = createServer()
  await listen(server, port)
  let db: Database | undefined
  let inbox: Inbox | undefined

  try {
    if (dataDir && options.reset) await rm(dataDir, { recursive: true, force: true })
    if (dataDir) await mkdir(dataDir, { recursive: true })
    db = await openDatabase(dataDir ? join(dataDir, 'db') : null)
    const migrations = await applyMigrations(db, join(ROOT, 'supabase', 'migrations'))
    inbox = await startInbox({ webPort: port + 3, smtpPort: port + 4 })
    const started = { db, inbox }
    const auth = createAuthRoutes(db, inbox, {
      apiUrl: url,
      siteUrl: siteOrigins[0]!,
      redirectOrigins: siteOrigins,
      refreshTokenReuseSeconds: options.refreshTokenReuseSeconds ?? 10,
    })
    const rest = createRestRoutes(db)
    const functions = createFunctionRoutes({
      functionsDir: join(ROOT, 'supabase', 'functions'),
      denoDir: join(dataDir ?? join(DEFAULT_DATA_DIR, '..', '.temp'), 'deno'),
      quiet: options.quiet ?? false,
      env: {
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SMTP_URL: inbox.smtpUrl,
        CONTACT_NOTIFICATION_TO: 'post@havbors.local',
        SITE_ORIGINS: siteOrigins.join(','),
        ...options.functionEnv,
      },
    })

    server.on('request', async (incoming, outgoing) => {
      let response: ApiResponse
      try {
        const { pathname } = new URL(incoming.url ?? '/', 'http://127.0.0.1')
        const request = await readRequest(incoming, pathname.split('/')[1] === 'rest' ? REST_MAX_BODY_BYTES : Infinity)
        const [, service, version, ...rest_] = request.url.pathname.split('/')
        const path = `/${rest_.join('/')}`
        if (request.method === 'OPTIONS' && service !== 'functions') response = { status: 204 }
        else if (service === 'auth' && version === 'v1') response = await auth(request, path)
        else if (service === 'rest' && version === 'v1' && rest_.length === 1) response = await rest(request, rest_[0]!)
        else if (service === 'functions' && version === 'v1' && rest_.length >= 1) response = await functions.route(request, rest_[0]!)
        else response = jsonResponse(404, { message: 'no Route matched with those values' })
      } catch (error) {
        // A client that went away has nobody left to read an answer.
        if (error instanceof RequestAborted) return
        if (error instanceof RequestBodyTooLarge) {
          response = jsonResponse(413, { message: 'Request size limit exceeded' })
        } else {
          if (!options.quiet) console.error(error)
          response = jsonResponse(500, {
            code: 'unexpected_failure',
            message: 'Unexpected failure, please check server logs for more information',
          })
        }
      }
      writeResponse(outgoing, response)
    })

    return {
      url,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      inboxUrl: inbox.inboxUrl,
      migrations,
      async stop() {
        // Close the open connections too, or a request still waiting for an answer holds the stop.
        const closed = new Promise((resolve) => server.close(resolve))
        server.closeAllConnections()
        await closed
        await functions.stop()
        await started.inbox.stop()
        await started.db.close()
      },
    }
  } catch (error) {
    server.close()
    await inbox?.stop()
    await db?.close()
    throw error
  }
}
