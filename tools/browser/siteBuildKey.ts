import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { EAGER_FLOWS_ENV } from '../bench/eagerImports'

/**
 * What a build of the site is made of: its sources and configs, and the variables it is built with.
 * The browser steps of `npm test` build with the same ones (but the browser paths' machine trace), so
 * the web server step builds only when the key differs from the last build's: one build, not four.
 */
const INPUTS = [
  'src',
  'machines',
  'messages',
  'public',
  'assets',
  'build',
  'supabase/functions/_shared',
  'tools/bench',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'tsconfig.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]
/** Beside the build's other outputs in .build/, and not in dist/, which the preview server serves. */
const KEY_FILE = '.build/site-build-key'

function* filesOf(path: string): Generator<string> {
  if (!existsSync(path)) return
  if (!statSync(path).isDirectory()) return yield path
  for (const entry of readdirSync(path).sort()) yield* filesOf(join(path, entry))
}

/** Variables a build reads besides the `VITE_` ones. */
const BUILD_VARIABLES = new Set(['BUILD_VITE_CONFIG', 'NODE_ENV', EAGER_FLOWS_ENV])

/** The key of a build with these variables. */
export function siteBuildKey(env: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256')
  const variables = Object.entries(env).filter(([name]) => name.startsWith('VITE_') || BUILD_VARIABLES.has(name))
  hash.update(JSON.stringify(variables.sort(([a], [b]) => (a < b ? -1 : 1))))
  for (const input of INPUTS) for (const file of filesOf(input)) hash.update(`\0${file}\0`).update(readFileSync(file))
  return hash.digest('hex')
}

/** Whether dist/ and .build/ hold a finished build of this key. */
export const isBuilt = (key: string): boolean => existsSync(KEY_FILE) && existsSync('dist') && readFileSync(KEY_FILE, 'utf8') === key

/** Forgets the last build's key before a build starts, so a build that fails leaves no key behind. */
export const forgetBuild = (): void => rmSync(KEY_FILE, { force: true })

export const recordBuild = (key: string): void => writeFileSync(KEY_FILE, key)
