import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { build } from 'vite'
import { MANIFEST_FILE, readManifest, type Manifest } from './buildManifest'

const SERVER_DIR = 'dist-ssr'

/**
 * The client bundle into dist/ and the server bundle into dist-ssr/, on the Vite config `configFile`
 * (vite.config.ts when left out); the bundler's manifest is moved out of dist/ to MANIFEST_FILE.
 */
export async function bundle(configFile: string | undefined): Promise<{ manifest: Manifest; serverEntry: string }> {
  await build({ configFile, logLevel: 'warn' })
  await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: SERVER_DIR, emptyOutDir: true } })
  await mkdir(dirname(MANIFEST_FILE), { recursive: true })
  await rename('dist/.vite/manifest.json', MANIFEST_FILE)
  await rm('dist/.vite', { recursive: true, force: true })
  return { manifest: await readManifest(), serverEntry: new URL(`../../${SERVER_DIR}/entry-server.js`, import.meta.url).href }
}

/** The server bundle is needed only to prerender the pages. */
export async function removeServerBundle(): Promise<void> {
  await rm(SERVER_DIR, { recursive: true, force: true })
}
