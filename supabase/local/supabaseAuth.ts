import { spawn, type ChildProcess } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AuthConfig } from './config'
import type { AuthSettings } from './authContext'
import { JWT_SECRET } from './keys'
import { POSTGRES_PASSWORD, type PostgresDatabase } from './postgresDatabase'

/** What a Supabase project's database has for auth before auth's own migrations (its image's init scripts). */
const BEFORE_MIGRATIONS = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin login createrole createdb replication bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole login noreplication password '${POSTGRES_PASSWORD}';
  end if;
end
$$;
create schema if not exists auth authorization supabase_auth_admin;
grant create on database postgres to supabase_auth_admin;
alter role supabase_auth_admin set search_path = 'auth';
`
/** What the API roles may use of the auth schema on a Supabase project: auth.uid() and the like in policies. */
const AFTER_MIGRATIONS = 'grant usage on schema auth to anon, authenticated, service_role;'

export interface SupabaseAuthOptions {
  binary: string
  /** Where it listens, on 127.0.0.1; the stack passes /auth/v1 on to it. */
  port: number
  database: PostgresDatabase
  config: AuthConfig
  settings: Omit<AuthSettings, 'now'>
  smtpUrl: string
  quiet: boolean
}

export interface SupabaseAuth {
  url: string
  stop(): Promise<void>
}

/** GoTrue reads required characters as sets split by ':', a ':' inside a set escaped as '\:'. */
const requiredCharacters = (sets: readonly string[]) => sets.map((set) => set.replaceAll(':', '\\:')).join(':')

/** config.toml's auth settings as the Supabase CLI hands them to GoTrue, wired to this stack. */
function environment(options: SupabaseAuthOptions, templatesUrl: string): Record<string, string> {
  const { settings, config } = options
  const database = new URL(options.database.url)
  database.username = 'supabase_auth_admin'
  database.search = 'sslmode=disable'
  const smtp = new URL(options.smtpUrl)
  const verifyUrl = `${settings.apiUrl}/auth/v1/verify`
  const mails = Object.entries(config.mailTemplates).flatMap(([kind, template]) => [
    ...(template.subject ? [[`GOTRUE_MAILER_SUBJECTS_${kind.toUpperCase()}`, template.subject]] : []),
    ...(template.contentPath ? [[`GOTRUE_MAILER_TEMPLATES_${kind.toUpperCase()}`, `${templatesUrl}/${kind}`]] : []),
  ])
  return {
    GOTRUE_API_HOST: '127.0.0.1',
    PORT: String(options.port),
    API_EXTERNAL_URL: `${settings.apiUrl}/auth/v1`,
    GOTRUE_DB_DRIVER: 'postgres',
    DB_NAMESPACE: 'auth',
    DATABASE_URL: database.toString(),
    GOTRUE_SITE_URL: settings.siteUrl,
    GOTRUE_URI_ALLOW_LIST: settings.redirectOrigins.map((origin) => `${origin}/**`).join(','),
    GOTRUE_JWT_SECRET: JWT_SECRET,
    GOTRUE_JWT_EXP: '3600',
    GOTRUE_JWT_AUD: 'authenticated',
    GOTRUE_JWT_ISSUER: `${settings.apiUrl}/auth/v1`,
    GOTRUE_JWT_ADMIN_ROLES: 'service_role',
    GOTRUE_JWT_DEFAULT_GROUP_NAME: 'authenticated',
    GOTRUE_DISABLE_SIGNUP: 'false',
    GOTRUE_EXTERNAL_EMAIL_ENABLED: 'true',
    GOTRUE_EXTERNAL_PHONE_ENABLED: 'false',
    GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'false',
    GOTRUE_MAILER_AUTOCONFIRM: 'false',
    GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED: 'true',
    GOTRUE_MAILER_OTP_EXP: String(settings.otpExpirySeconds),
    GOTRUE_MAILER_OTP_LENGTH: String(settings.otpLength),
    GOTRUE_MAILER_URLPATHS_CONFIRMATION: verifyUrl,
    GOTRUE_MAILER_URLPATHS_INVITE: verifyUrl,
    GOTRUE_MAILER_URLPATHS_RECOVERY: verifyUrl,
    GOTRUE_MAILER_URLPATHS_EMAIL_CHANGE: verifyUrl,
    ...Object.fromEntries(mails),
    GOTRUE_SMTP_HOST: smtp.hostname,
    GOTRUE_SMTP_PORT: smtp.port,
    GOTRUE_SMTP_ADMIN_EMAIL: 'noreply@havbors.local',
    GOTRUE_SMTP_SENDER_NAME: 'Havbørs',
    GOTRUE_SMTP_MAX_FREQUENCY: `${settings.emailMaxFrequencySeconds}s`,
    GOTRUE_RATE_LIMIT_HEADER: 'X-Forwarded-For',
    GOTRUE_RATE_LIMIT_EMAIL_SENT: String(settings.rateLimits.emailSent),
    GOTRUE_RATE_LIMIT_TOKEN_REFRESH: String(settings.rateLimits.tokenRefresh),
    GOTRUE_RATE_LIMIT_OTP: String(settings.rateLimits.signInSignUps),
    GOTRUE_RATE_LIMIT_VERIFY: String(settings.rateLimits.tokenVerifications),
    GOTRUE_PASSWORD_MIN_LENGTH: String(settings.passwordPolicy.minLength),
    GOTRUE_PASSWORD_REQUIRED_CHARACTERS: requiredCharacters(settings.passwordPolicy.requiredSets),
    GOTRUE_SECURITY_REFRESH_TOKEN_ROTATION_ENABLED: 'true',
    GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: String(settings.refreshTokenReuseSeconds),
    GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: String(settings.securePasswordChange),
    GOTRUE_LOG_LEVEL: options.quiet ? 'fatal' : 'info',
  }
}

/** GoTrue fetches its mail templates over HTTP, as from the Supabase CLI's container; this serves config.toml's files. */
async function serveTemplates(config: AuthConfig): Promise<Server> {
  const server = createServer((request, response) => {
    const path = config.mailTemplates[request.url?.slice(1) as keyof AuthConfig['mailTemplates']]?.contentPath
    if (!path) return void response.writeHead(404).end()
    readFile(path).then(
      (html) => response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

function run(options: SupabaseAuthOptions, env: Record<string, string>, command: string): ChildProcess {
  return spawn(options.binary, [command], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', options.quiet ? 'pipe' : 'inherit'],
  })
}

/** The child's exit code, and what it wrote to stderr when quiet. */
function exited(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

/**
 * The real Supabase Auth (GoTrue) on the stack's PostgreSQL: its roles and schema, its migrations,
 * then its server, configured from config.toml as the Supabase CLI configures it.
 */
export async function startSupabaseAuth(options: SupabaseAuthOptions): Promise<SupabaseAuth> {
  await options.database.exec(BEFORE_MIGRATIONS)
  const templates = await serveTemplates(options.config)
  const address = templates.address()
  const env = environment(options, `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
  try {
    const migrate = await exited(run(options, env, 'migrate'))
    if (migrate.code !== 0) throw new Error(`Supabase Auth's migrations failed (${migrate.code}): ${migrate.output.trim()}`)
    await options.database.exec(AFTER_MIGRATIONS)
    const server = run(options, env, 'serve')
    const stopped = exited(server)
    const url = `http://127.0.0.1:${options.port}`
    await waitUntilHealthy(url, stopped).catch(async (error: unknown) => {
      server.kill('SIGTERM')
      await stopped
      throw error
    })
    return {
      url,
      async stop() {
        server.kill('SIGTERM')
        await stopped
        await new Promise((resolve) => templates.close(resolve))
      },
    }
  } catch (error) {
    templates.close()
    throw error
  }
}

async function waitUntilHealthy(url: string, stopped: Promise<{ code: number | null; output: string }>): Promise<void> {
  const ended: { result?: { code: number | null; output: string } } = {}
  void stopped.then((result) => (ended.result = result))
  for (let attempt = 0; attempt < 200; attempt++) {
    if (ended.result) throw new Error(`Supabase Auth stopped (${ended.result.code}) before it was ready: ${ended.result.output.trim()}`)
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Supabase Auth did not answer ${url}/health within 10 s`)
}
