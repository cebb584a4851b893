import { spawnSync } from 'node:child_process'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { EAGER_FLOWS_ENV } from './eagerImports'
import { SITE_BUILD, type SiteBuild } from './firstLoad'

/** Where the comparison build is kept while `dist/` holds the site's own. */
const EAGER_DIR = '.build/eager'

/** The bench's Vite config: the site's, with its measuring plugins. */
export const BENCH_VITE_CONFIG = 'tools/bench/vite.bench.config.ts'

/** Runs `npm run build`'s script (quietly unless it fails) on the bench's Vite config, with `env` added. */
function build(env: Record<string, string> = {}): void {
  const result = spawnSync('npx', ['tsx', 'build/build.ts'], {
    env: { ...process.env, BUILD_VITE_CONFIG: BENCH_VITE_CONFIG, ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`)
    throw new Error(`The build failed (exit ${result.status})`)
  }
}

/** Builds the site as it is deployed, into `dist/`. */
export function buildSite(): SiteBuild {
  build()
  return SITE_BUILD
}

/** Builds the site with every flow and supabase-js loaded with the page, then moves it out of `dist/`. */
export async function buildEagerSite(): Promise<SiteBuild> {
  build({ [EAGER_FLOWS_ENV]: '1' })
  const eager: SiteBuild = {
    dist: join(EAGER_DIR, 'dist'),
    manifestFile: join(EAGER_DIR, 'manifest.json'),
    chunkModulesFile: join(EAGER_DIR, 'chunk-modules.json'),
  }
  await rm(EAGER_DIR, { recursive: true, force: true })
  await mkdir(EAGER_DIR, { recursive: true })
  await rename(SITE_BUILD.dist, eager.dist)
  await rename(SITE_BUILD.manifestFile, eager.manifestFile)
  await rename(SITE_BUILD.chunkModulesFile, eager.chunkModulesFile)
  return eager
}
