import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** Supabase Auth v2.189.0; the module has no /v2 path, so the release is named by its commit. */
const SUPABASE_AUTH_MODULE = 'github.com/supabase/auth'
const SUPABASE_AUTH_COMMIT = '4fa66ba71d8c55b5c95cd5635766ed8bbae6d96a'
const CACHE = join(process.cwd(), 'supabase', '.temp', `supabase-auth-${SUPABASE_AUTH_COMMIT.slice(0, 12)}`)

type SupabaseAuthBinary = { path: string } | { missing: string }

/**
 * The real Supabase Auth server: SUPABASE_AUTH_BINARY when set (a build of that release), else the
 * one a `go install` of the pinned module left in supabase/.temp/, else a new `go install`. Why
 * there is none, when there is none, in one line.
 */
function findSupabaseAuth(): SupabaseAuthBinary {
  const given = process.env.SUPABASE_AUTH_BINARY
  if (given) return existsSync(given) ? { path: given } : { missing: `SUPABASE_AUTH_BINARY=${given} does not exist` }
  const cached = join(CACHE, 'auth')
  if (existsSync(cached)) return { path: cached }
  const target = `${SUPABASE_AUTH_MODULE}@${SUPABASE_AUTH_COMMIT}`
  const install = spawnSync('go', ['install', target], { env: { ...process.env, GOBIN: CACHE }, encoding: 'utf8', timeout: 600_000 })
  if (install.error) return { missing: `no Go toolchain to build ${target} (${install.error.message})` }
  if (install.status !== 0) {
    // The go command's words without the addresses it names.
    const reason = install.stderr
      .trim()
      .split('\n')
      .slice(-2)
      .join(' ')
      .replace(/\b[a-z]+:\/\/\S+/g, '…')
      .replace(/\s+/g, ' ')
    return { missing: `go install ${target} failed: ${reason}` }
  }
  return existsSync(cached) ? { path: cached } : { missing: `go install ${target} left no binary in ${CACHE}` }
}

/**
 * The parity stack's options: a real PostgreSQL, and the real Supabase Auth when one can be had;
 * `auth` names the /auth/v1 it gets, with the reason when it is the stack's own.
 */
export function parityStack(): { options: { database: 'postgres'; supabaseAuthBinary?: string }; auth: string } {
  const found = findSupabaseAuth()
  return 'path' in found
    ? { options: { database: 'postgres', supabaseAuthBinary: found.path }, auth: `Supabase Auth (${found.path})` }
    : { options: { database: 'postgres' }, auth: `the stack's own (${found.missing})` }
}
