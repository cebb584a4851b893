import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { build, loadEnv } from 'vite'
import { describeBackend, resolveBackendConfig } from '../src/backend/backendConfig'
import { MANIFEST_FILE, readManifest } from './buildManifest'
import { prerender } from './prerender'

/** The backend the site is built for, from the variables Vite builds in (environment and .env files). */
function backendOfThisBuild() {
  try {
    return resolveBackendConfig(loadEnv('production', process.cwd(), 'VITE_'))
  } catch (error) {
    console.error(`Cannot build: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

const backend = backendOfThisBuild()

/** Client bundle, server bundle, then every page rendered to its own HTML file. */
await build({ logLevel: 'warn' })
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', emptyOutDir: true } })
await mkdir(dirname(MANIFEST_FILE), { recursive: true })
await rename('dist/.vite/manifest.json', MANIFEST_FILE)
await rm('dist/.vite', { recursive: true, force: true })
const written = await prerender({
  distDir: 'dist',
  serverEntry: new URL('../dist-ssr/entry-server.js', import.meta.url).href,
  manifest: await readManifest(),
})
await rm('dist-ssr', { recursive: true, force: true })
console.log(`Prerendered ${written.length} files: ${written.join(', ')}`)
console.log(describeBackend(backend))
