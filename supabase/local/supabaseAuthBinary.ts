import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** Supabase Auth v2.189.0; the module has no /v2 path, so the release is named by its commit. */
const SUPABASE_AUTH_VERSION = 'v2.189.0'
const SUPABASE_AUTH_MODULE = 'github.com/supabase/auth'
const SUPABASE_AUTH_COMMIT = '4fa66ba71d8c55b5c95cd5635766ed8bbae6d96a'
const TEMP = join(process.cwd(), 'supabase', '.temp')
const CACHE = join(TEMP, `supabase-auth-${SUPABASE_AUTH_COMMIT.slice(0, 12)}`)
const CACHED_BINARY = join(CACHE, 'auth')
/** Beside the cached binary: how it was made, so a later start can say so. */
const CACHED_ORIGIN = join(CACHE, 'origin')
/** The release's source where the project's shared folder has it; SUPABASE_AUTH_SOURCE names another. */
const DEFAULT_SOURCE = resolve(process.cwd(), '..', 'shared', 'vendor', `supabase-auth-${SUPABASE_AUTH_VERSION}.tar.gz`)
/** A build's limit: about two minutes cold on two cores, seconds with Go's caches. */
const BUILD_TIMEOUT_MS = 600_000

type Found = { path: string; origin: string } | { missing: string }

/** The last lines of a command's output, without the addresses it names. */
function reasonOf(output: string): string {
  return output
    .trim()
    .split('\n')
    .slice(-2)
    .join(' ')
    .replace(/\b[a-z]+:\/\/\S+/g, '…')
    .replace(/\s+/g, ' ')
}

/** Runs a go command; why it failed, in one line, or nothing when it succeeded. */
function go(args: string[], what: string, options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): { missing: string } | null {
  const run = spawnSync('go', args, { ...options, encoding: 'utf8', timeout: BUILD_TIMEOUT_MS })
  if (run.error) return { missing: `no Go toolchain to build ${what} (${run.error.message})` }
  return run.status === 0 ? null : { missing: `go ${args[0]} of ${what} failed: ${reasonOf(run.stderr)}` }
}

/** Moves a fresh build into the cache in one step, so two runs building at once never see half a file. */
function cache(binary: string, origin: string): Found {
  mkdirSync(CACHE, { recursive: true })
  renameSync(binary, CACHED_BINARY)
  writeFileSync(CACHED_ORIGIN, origin)
  return { path: CACHED_BINARY, origin }
}

function goInstall(): Found {
  const target = `${SUPABASE_AUTH_MODULE}@${SUPABASE_AUTH_COMMIT}`
  mkdirSync(TEMP, { recursive: true })
  const bin = mkdtempSync(join(TEMP, 'go-install-'))
  try {
    return go(['install', target], target, { env: { ...process.env, GOBIN: bin } }) ?? cache(join(bin, 'auth'), 'go install')
  } finally {
    rmSync(bin, { recursive: true, force: true })
  }
}

/** Unpacks the release's source tarball and builds it as the release's Makefile does, with its version stamped. */
function buildFromSource(tarball: string): Found {
  mkdirSync(TEMP, { recursive: true })
  const work = mkdtempSync(join(TEMP, 'source-'))
  try {
    const unpack = spawnSync('tar', ['-xzf', tarball, '-C', work], { encoding: 'utf8' })
    if (unpack.status !== 0) return { missing: `could not unpack ${tarball}: ${reasonOf(unpack.stderr ?? '')}` }
    const tree = [work, join(work, 'supabase-auth')].find((dir) => existsSync(join(dir, 'go.mod')))
    if (!tree || !readFileSync(join(tree, 'go.mod'), 'utf8').startsWith(`module ${SUPABASE_AUTH_MODULE}\n`))
      return { missing: `${tarball} holds no ${SUPABASE_AUTH_MODULE} source` }
    const ldflags = `-X ${SUPABASE_AUTH_MODULE}/internal/utilities.Version=${SUPABASE_AUTH_VERSION}`
    const args = ['build', '-buildvcs=false', '-ldflags', ldflags, '-o', join(work, 'auth'), '.']
    return go(args, tarball, { cwd: tree }) ?? cache(join(work, 'auth'), 'built from source')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * The real Supabase Auth server, looked for in this order: SUPABASE_AUTH_BINARY (a build of that
 * release); the build cached in supabase/.temp/; `go install` of the pinned commit; a build from the
 * release's source tarball (SUPABASE_AUTH_SOURCE, else ../shared/vendor/ where it exists). When all
 * fail, why, in one line.
 */
function findSupabaseAuth(): Found {
  const given = process.env.SUPABASE_AUTH_BINARY
  if (given)
    return existsSync(given)
      ? { path: given, origin: `SUPABASE_AUTH_BINARY=${given}` }
      : { missing: `SUPABASE_AUTH_BINARY=${given} does not exist` }
  if (existsSync(CACHED_BINARY)) {
    const origin = existsSync(CACHED_ORIGIN) ? readFileSync(CACHED_ORIGIN, 'utf8') : 'go install'
    return { path: CACHED_BINARY, origin: `cached in supabase/.temp/, ${origin}` }
  }
  const installed = goInstall()
  if ('path' in installed) return installed
  const source = process.env.SUPABASE_AUTH_SOURCE ?? (existsSync(DEFAULT_SOURCE) ? DEFAULT_SOURCE : undefined)
  if (!source) return { missing: `${installed.missing}; no source tarball (SUPABASE_AUTH_SOURCE, or ${dirname(DEFAULT_SOURCE)}/)` }
  if (!existsSync(source)) return { missing: `${installed.missing}; SUPABASE_AUTH_SOURCE=${source} does not exist` }
  const built = buildFromSource(source)
  return 'path' in built ? built : { missing: `${installed.missing}; ${built.missing}` }
}

/**
 * The parity stack's options: a real PostgreSQL, and the real Supabase Auth when one can be had;
 * `auth` names the /auth/v1 it gets and where it came from, or why it is the stack's own.
 */
export function parityStack(): { options: { database: 'postgres'; supabaseAuthBinary?: string }; auth: string } {
  const found = findSupabaseAuth()
  return 'path' in found
    ? {
        options: { database: 'postgres', supabaseAuthBinary: found.path },
        auth: `Supabase Auth ${SUPABASE_AUTH_VERSION} (${found.origin})`,
      }
    : { options: { database: 'postgres' }, auth: `the stack's own (${found.missing})` }
}
