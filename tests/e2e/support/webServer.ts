import { spawn, type ChildProcess } from 'node:child_process'
import { BENCH_VITE_CONFIG } from '../../../tools/bench/siteBuilds'
import { startLocalStack, type LocalStack } from '../../../supabase/local/stack'
import { stopProcess } from '../../../supabase/local/stopProcess'
import { parityStack } from '../../../supabase/local/supabaseAuthBinary'
import { RAISED_FUNCTION_LIMITS, RAISED_NEWSLETTER_SIGNUPS, RAISED_RATE_LIMITS } from '../../support/stackLimits'
import { startAnalyticsStandIn, type AnalyticsStandIn } from './analyticsStandIn'
import { ANALYTICS_PORT, ANALYTICS_URL, ANON_KEY, HOST, SITE_PORT, SITE_URL, STACK_PORT, STACK_URL } from '../../../tools/browser/endpoints'
import { waitForFreePorts } from '../../../tools/browser/waitForFreePorts'
import { forgetBuild, isBuilt, recordBuild, siteBuildKey } from '../../../tools/browser/siteBuildKey'

/**
 * Playwright's web server step: a fresh in-memory local Supabase stack (its rate limits raised, see
 * tests/support/stackLimits.ts), the analytics stand-in, a build of the site wired to both, and the
 * preview server over that build, all on 127.0.0.1 (ports in tools/browser/endpoints.ts). With
 * E2E_SITE=dev, the dev server wired to both instead of the build. SIGTERM or SIGINT stops all of it. Run by hand, it keeps serving until
 * Ctrl-C, and `npx playwright test` then reuses it.
 */
const TSX = 'node_modules/.bin/tsx'
const children = new Set<ChildProcess>()
let stack: LocalStack | undefined
let analytics: AnalyticsStandIn | undefined
let stopping = false

/** How the site is served: built and previewed, or (E2E_SITE=dev) from the dev server, which needs no build. */
const SITE_SERVERS = {
  build: { build: true, script: 'tools/serve/serve.ts', ready: 'Serving dist/' },
  dev: { build: false, script: 'tools/serve/dev.ts', ready: 'Serving the site in development' },
}
const siteServer = SITE_SERVERS[process.env.E2E_SITE === 'dev' ? 'dev' : 'build']

function log(message: string): void {
  console.log(`[e2e] ${message}`)
}

/** Runs a script with tsx; resolves with the child once `ready` says so (or, without it, once it exits 0). */
function runScript(script: string, env: Record<string, string>, ready?: (output: string) => boolean): Promise<ChildProcess> {
  const child = spawn(TSX, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
  children.add(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      output += chunk.toString()
      if (ready?.(output)) resolve(child)
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      children.delete(child)
      if (!ready && code === 0) resolve(child)
      else if (!stopping) reject(new Error(`${script} ended (${signal ?? `exit code ${code}`})`))
    })
  })
}

/** Stops the children by their own process ids, then the stand-in and the stack. */
async function stopAll(): Promise<void> {
  stopping = true
  await Promise.all([...children].map((child) => stopProcess(child)))
  await analytics?.stop()
  await stack?.stop()
}

/** E2E_STACK=parity: the parity stack (supabase/local/supabaseAuthBinary.ts); else the stack's own database and auth. */
function parityOptions() {
  if (process.env.E2E_STACK !== 'parity') return {}
  const { options, auth } = parityStack()
  // On stderr, which Playwright shows, so the run's log names the auth it tested.
  console.error(`e2e-parity: real PostgreSQL, /auth/v1 ${auth}`)
  return options
}

/** Builds the site with `env`, unless dist/ holds the build of the same sources and variables already. */
async function buildSite(env: Record<string, string>): Promise<void> {
  const key = siteBuildKey({ ...process.env, ...env })
  if (isBuilt(key)) return log('the site as built for the last run: the same sources and variables')
  forgetBuild()
  await runScript('build/build.ts', env)
  recordBuild(key)
}

/** The stack takes its port and the next four (database, auth, inbox web and SMTP). */
const PORTS = [SITE_PORT, ANALYTICS_PORT, ...[0, 1, 2, 3, 4].map((offset) => STACK_PORT + offset)]
const PORTS_FREE_TIMEOUT_MS = 20_000

async function main(): Promise<void> {
  const startedAt = performance.now()
  await waitForFreePorts(HOST, PORTS, PORTS_FREE_TIMEOUT_MS)
  const siteOrigins = [SITE_URL, `http://localhost:${SITE_PORT}`]
  // Built on the bench's Vite config (the site's, recording each chunk's modules), which the budget spec reads.
  const env = {
    VITE_SUPABASE_URL: STACK_URL,
    VITE_SUPABASE_ANON_KEY: ANON_KEY,
    VITE_ANALYTICS_URL: ANALYTICS_URL,
    BUILD_VITE_CONFIG: BENCH_VITE_CONFIG,
  }
  // The build does not need the servers, so it runs while the stack starts. Whatever started is
  // kept, so a failure of one part still stops the others.
  const started = await Promise.allSettled([
    startLocalStack({
      port: STACK_PORT,
      dataDir: null,
      quiet: true,
      siteOrigins,
      rateLimits: RAISED_RATE_LIMITS,
      functionEnv: RAISED_FUNCTION_LIMITS,
      newsletterSignupsPerClient: RAISED_NEWSLETTER_SIGNUPS,
      // A confirmation mail arrives within a second, as a test reading the inbox expects.
      newsletterMailIntervalMs: 1000,
      ...parityOptions(),
    }).then((value) => (stack = value)),
    startAnalyticsStandIn({ host: HOST, port: ANALYTICS_PORT, allowedOrigins: siteOrigins }).then((value) => (analytics = value)),
    siteServer.build && buildSite(env),
  ])
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
  if (!stack || !analytics) throw new Error('the stack or the analytics stand-in did not start')
  await runScript(siteServer.script, { ...env, PORT: String(SITE_PORT) }, (output) => output.includes(siteServer.ready))
  log(`ready in ${Math.round(performance.now() - startedAt)} ms`)
  log(`site ${SITE_URL}, Supabase ${stack.url}, inbox ${stack.inboxUrl}, analytics ${analytics.url}`)
}

const STOP_TIMEOUT_MS = 8000

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    log(`${signal}: stopping`)
    setTimeout(() => {
      console.error(`[e2e] not stopped after ${STOP_TIMEOUT_MS} ms: leaving anyway`)
      process.exit(1)
    }, STOP_TIMEOUT_MS).unref()
    void stopAll().then(() => process.exit(0))
  })

try {
  await main()
} catch (error) {
  console.error(`[e2e] could not start: ${error instanceof Error ? error.message : String(error)}`)
  await stopAll()
  process.exit(1)
}
