import { mkdir, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { createAuthRoutes } from './auth'
import { authProxy } from './authProxy'
import { loadAuthConfig, readFunctionConfig } from './config'
import { applyMigrations, type Database } from './database'
import { createFunctionRoutes } from './functions'
import {
  jsonResponse,
  readRequest,
  RequestAborted,
  RequestBodyTooLarge,
  requestUrl,
  writeResponse,
  type ApiRequest,
  type ApiResponse,
} from './http'
import { ANON_KEY, SERVICE_ROLE_KEY } from './keys'
import { startInbox, type Inbox } from './mail'
import { mailRenderer } from './mailTemplates'
import { answerProtocolErrors } from './protocolErrors'
import { openPgliteDatabase } from './pgliteDatabase'
import { openPostgresDatabase, type PostgresDatabase } from './postgresDatabase'
import type { LocalStackOptions } from './stackOptions'
import { startSupabaseAuth, type SupabaseAuth } from './supabaseAuth'
import { createRestRoutes } from './rest'
import { NEWSLETTER_CONFIRMATIONS_PATH, NOTIFICATION_RETRY_PATH, RETENTION_PATHS, scheduleServiceRun } from './scheduledRuns'

export type { LocalStackOptions } from './stackOptions'

const ROOT = process.cwd()
const DEFAULT_DATA_DIR = join(ROOT, 'supabase', '.local-data')
const CONFIG_FILE = join(ROOT, 'supabase', 'config.toml')
const SITE_ORIGINS = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://localhost:4173']

export interface LocalStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  inboxUrl: string
  migrations: string[]
  /** The database itself, for a test that must see every table, the auth schema's too. */
  database: Database
  /** The real PostgreSQL's address for clients of its own (psql, the Supabase CLI); null on PGlite. */
  databaseUrl: string | null
  stop(): Promise<void>
}

/** Answers one request once the stack is up. */
type Router = (request: ApiRequest) => Promise<ApiResponse>

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portTaken(port) : error))
    server.listen(port, '127.0.0.1', resolve)
  })
}

/** Fails at once, before the slow part of the start, when something already listens on the port. */
async function refuseTakenPort(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
  if (taken) throw portTaken(port)
}

const portTaken = (port: number) =>
  new Error(`Port ${port} on 127.0.0.1 is taken: is another stack running? Stop it, or choose another port.`)

/** Starts the Docker-free Supabase: database, auth, data API, functions and a mail catcher. */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const port = options.port ?? 54321
  const url = `http://127.0.0.1:${port}`
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir
  const siteOrigins = options.siteOrigins?.length ? options.siteOrigins : SITE_ORIGINS
  const configFile = options.configFile ?? CONFIG_FILE
  const config = loadAuthConfig(configFile)
  // The server listens only once the stack is ready, as Supabase Auth and PostgREST do: while it
  // starts, a connection is refused at once rather than held (the start blocks this process for seconds).
  let route!: Router // set before the server listens
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000
  const server = createServer(
    // Node checks the timeouts every connectionsCheckingInterval: often enough to keep them.
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(requestTimeoutMs / 4, 30_000),
    },
    (incoming, outgoing) => {
      void answer(incoming, outgoing)
    },
  )

  async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    let response: ApiResponse
    try {
      const url = requestUrl(incoming)
      if (!url) return writeResponse(outgoing, jsonResponse(400, { code: 400, message: 'Malformed HTTP request: the target is no URL' }))
      const request = await readRequest(incoming, url)
      response = await route(request)
    } catch (error) {
      // A client that went away has nobody left to read an answer.
      if (error instanceof RequestAborted) return
      if (error instanceof RequestBodyTooLarge)
        return writeResponse(outgoing, jsonResponse(413, { message: 'Request size limit exceeded' }), error.lingered)
      if (!options.quiet) console.error(error)
      response = jsonResponse(500, {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      })
    }
    writeResponse(outgoing, response)
  }

  answerProtocolErrors(server)
  await refuseTakenPort(port)
  let db: Database | undefined
  let supabaseAuth: SupabaseAuth | undefined
  let inbox: Inbox | undefined

  try {
    const functionConfig = await readFunctionConfig(configFile)
    if (dataDir && options.reset) await rm(dataDir, { recursive: true, force: true })
    if (dataDir) await mkdir(dataDir, { recursive: true })
    const realAuth = options.supabaseAuthBinary
    if (realAuth && options.database !== 'postgres') throw new Error('Supabase Auth runs on the real PostgreSQL only (database: postgres)')
    let postgres: PostgresDatabase | undefined
    if (options.database === 'postgres') {
      postgres = await openPostgresDatabase(dataDir ? join(dataDir, 'postgres') : null, port + 1, { imitationAuth: !realAuth })
      db = postgres
    } else {
      db = await openPgliteDatabase(dataDir ? join(dataDir, 'db') : null)
    }
    inbox = await startInbox({ webPort: port + 3, smtpPort: port + 4, deliverTo: options.authSmtpUrl })
    const started = { db, inbox }
    const settings = {
      apiUrl: url,
      siteUrl: siteOrigins[0]!,
      redirectOrigins: siteOrigins,
      refreshTokenReuseSeconds: options.refreshTokenReuseSeconds ?? 10,
      emailMaxFrequencySeconds: options.emailMaxFrequencySeconds ?? config.emailMaxFrequencySeconds,
      otpExpirySeconds: config.otpExpirySeconds,
      otpLength: config.otpLength,
      securePasswordChange: config.securePasswordChange,
      passwordPolicy: config.passwordPolicy,
      rateLimits: { ...config.rateLimits, ...options.rateLimits },
    }
    // Supabase Auth's tables come first: the project's migrations may refer to auth.users.
    supabaseAuth =
      realAuth && postgres
        ? await startSupabaseAuth({
            binary: realAuth,
            port: port + 2,
            database: postgres,
            config,
            settings,
            smtpUrl: options.authSmtpUrl ?? inbox.smtpUrl,
            quiet: options.quiet ?? false,
          })
        : undefined
    const migrations = await applyMigrations(db, join(ROOT, 'supabase', 'migrations'))
    if (options.newsletterSignupsPerClient !== undefined)
      await db.query('update public.newsletter_settings set signups_per_client_per_day = $1', [options.newsletterSignupsPerClient])
    const auth = supabaseAuth
      ? { route: authProxy(supabaseAuth.url), mailsSent: async () => {} }
      : createAuthRoutes(db, inbox, mailRenderer(config.mailTemplates), {
          ...settings,
          now: options.clock ?? Date.now,
          quiet: options.quiet ?? false,
        })
    const rest = createRestRoutes(db)
    const functions = createFunctionRoutes({
      functionsDir: join(ROOT, 'supabase', 'functions'),
      denoDir: join(dataDir ?? join(DEFAULT_DATA_DIR, '..', '.temp'), 'deno'),
      quiet: options.quiet ?? false,
      config: functionConfig,
      env: {
        SUPABASE_URL: url,
        SUPABASE_ANON_KEY: ANON_KEY,
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
        SMTP_URL: inbox.smtpUrl,
        CONTACT_NOTIFICATION_TO: 'post@havbors.local',
        SITE_ORIGINS: siteOrigins.join(','),
        SITE_URL: siteOrigins[0]!,
        ...options.functionEnv,
      },
    })

    route = async (request) => {
      const [, service, version, ...rest_] = request.url.pathname.split('/')
      const path = `/${rest_.join('/')}`
      if (request.method === 'OPTIONS' && service !== 'functions') return { status: 204 }
      if (service === 'auth' && version === 'v1') return auth.route(request, path)
      if (service === 'rest' && version === 'v1' && rest_.length === 1) return rest(request, rest_[0]!)
      if (service === 'rest' && version === 'v1' && rest_.length === 2 && rest_[0] === 'rpc') return rest(request, `rpc/${rest_[1]!}`)
      if (service === 'functions' && version === 'v1' && rest_.length >= 1) return functions.route(request, rest_[0]!, path)
      return jsonResponse(404, { message: 'no Route matched with those values' })
    }
    await listen(server, port)

    const schedule = (path: string, intervalMs: number | null) =>
      intervalMs === null ? null : scheduleServiceRun(url, path, intervalMs, options.quiet ?? false)
    const scheduledRuns = [
      schedule(NOTIFICATION_RETRY_PATH, options.notificationRetryIntervalMs === undefined ? 60_000 : options.notificationRetryIntervalMs),
      schedule(NEWSLETTER_CONFIRMATIONS_PATH, options.newsletterMailIntervalMs === undefined ? 5_000 : options.newsletterMailIntervalMs),
      ...RETENTION_PATHS.map((path) => schedule(path, options.retentionIntervalMs === undefined ? 3_600_000 : options.retentionIntervalMs)),
    ]

    return {
      url,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      inboxUrl: inbox.inboxUrl,
      migrations,
      database: db,
      databaseUrl: postgres?.url ?? null,
      async stop() {
        await Promise.all(scheduledRuns.map((run) => run?.stop()))
        // Close the open connections too, or a request still waiting for an answer holds the stop.
        const closed = new Promise((resolve) => server.close(resolve))
        server.closeAllConnections()
        await closed
        await functions.stop()
        // Mails still on their way are given a moment, not a mail server's timeouts.
        await Promise.race([auth.mailsSent(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())])
        await supabaseAuth?.stop()
        await started.inbox.stop()
        await started.db.close()
      },
    }
  } catch (error) {
    if (server.listening) server.close()
    await supabaseAuth?.stop()
    await inbox?.stop()
    await db?.close()
    throw error
  }
}
