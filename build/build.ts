import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { build, loadEnv } from 'vite'
import { describeBackend, resolveBackendConfig } from '../src/backend/backendConfig'
import { MANIFEST_FILE, readManifest } from './bundle/buildManifest'
import { precompress } from './compress/precompress'
import { prerender } from './prerender/prerender'
import { launchReport } from './launch/launchReport'
import { HEADERS_FILE, policyInputs, writeHeadersFile } from './security/buildPolicy'

/** The variables Vite builds in (environment and .env files), checked before anything is built. */
function envOfThisBuild() {
  const env = loadEnv('production', process.cwd(), 'VITE_')
  try {
    policyInputs(env, [])
    return env
  } catch (error) {
    console.error(`Cannot build: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

const env = envOfThisBuild()
/** The Vite config: vite.config.ts, or the one BUILD_VITE_CONFIG names (the bench's adds its measuring). */
const configFile = process.env.BUILD_VITE_CONFIG || undefined

/** Client bundle, server bundle, then every page rendered to its own HTML file. */
await build({ configFile, logLevel: 'warn' })
await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true } })
await mkdir(dirname(MANIFEST_FILE), { recursive: true })
await rename('dist/.vite/manifest.json', MANIFEST_FILE)
await rm('dist/.vite', { recursive: true, force: true })
const written = await prerender({
  distDir: 'dist',
  serverEntry: new URL('../dist-ssr/entry-server.js', import.meta.url).href,
  manifest: await readManifest(),
})
await rm('dist-ssr', { recursive: true, force: true })
await writeHeadersFile('dist', env)
// Last, so that the precompressed copies are of the final files (and `_headers` has no rule of their own).
const compressed = await precompress('dist')
console.log(`Prerendered ${written.length} files: ${written.join(', ')}`)
console.log(describeBackend(resolveBackendConfig(env)))
console.log(`Headers for static hosts, security policy and caching included: dist/${HEADERS_FILE}`)
console.log(`Brotli and gzip copies of ${compressed} text files beside them, for hosts that serve precompressed files`)

const unsettled = await launchReport()
if (unsettled.length > 0) {
  console.warn(`Warning: not ready for launch (npm run check:launch), ${unsettled.length} things to settle:`)
  for (const line of unsettled) console.warn(`  ${line}`)
}
