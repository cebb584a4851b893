import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageManifestKey } from '../../src/app/pageModules'
import { pageMeta, type PagePath } from '../../src/content/routes'
import {
  chunkKeyNamed,
  hydrationChunkKeys,
  MANIFEST_FILE,
  readManifest,
  staticChunkKeys,
  type Manifest,
} from '../../build/bundle/buildManifest'
import { SITE_SYSTEM_CHUNK } from '../../build/bundle/shellChunk'
import { CHUNK_MODULES_FILE, type ChunkModules } from './chunkModules'

/** A built site: its served files, and what the build recorded about its chunks beside them. */
export interface SiteBuild {
  dist: string
  manifestFile: string
  chunkModulesFile: string
}

/** The build `npm run build` makes. */
export const SITE_BUILD: SiteBuild = { dist: 'dist', manifestFile: MANIFEST_FILE, chunkModulesFile: CHUNK_MODULES_FILE }

/**
 * Who opens the page: a new visitor (no choice of cookies stored, so the banner loads), one coming
 * back who accepted analytics (so the site's actor system starts at once), or one signed in (a stored
 * session, and their choice).
 */
export type Visit = 'new' | 'returning' | 'signedIn'

export const VISITS: readonly Visit[] = ['new', 'returning', 'signedIn']

/**
 * What a new visitor's page starts by itself once it has hydrated: the cookie banner. The site's actor system
 * (cookie consent, the toast queue) waits for the answer or the first form.
 */
const BANNER_SOURCES = ['src/flows/cookieConsent/CookieBanner.tsx']

/**
 * What loads, without any interaction, once the site has a session to check (one stored or one in the
 * address): the auth and idle-session flows and supabase-js. On /auth a new visitor's form starts them
 * on its first use.
 */
const SESSION_SOURCES = ['src/flows/session/sessionFlow.ts', 'node_modules/@supabase/supabase-js/dist/index.mjs']

export interface FirstLoad {
  path: string
  visit: Visit
  /** The script files the visit fetches before any interaction. */
  scripts: string[]
  /** All of them, in gzip bytes. */
  js: number
  /** What the page needs to hydrate: the entry, the shell, the page and their static imports. */
  jsToHydrate: number
  /** Its stylesheet files and their gzip bytes. */
  styles: string[]
  css: number
  html: number
}

function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
}

/** A file's size compressed as the hosts compress it at most (gzip -9). */
export async function gzipSize(dist: string, file: string): Promise<number> {
  return gzipSync(await readFile(join(dist, file)), { level: 9 }).length
}

/**
 * The manifest key of the chunk that holds a source module: its own key when it is loaded on its own,
 * else the key of the chunk the bundler put it in (the comparison build loads the flows statically).
 */
function chunkKeyHolding(manifest: Manifest, chunks: ChunkModules, source: string): string {
  if (manifest[source]) return source
  const file = Object.keys(chunks).find((chunk) => source in chunks[chunk]!)
  const key = file && Object.keys(manifest).find((candidate) => manifest[candidate]!.file === file)
  if (!key) throw new Error(`No chunk of the build holds ${source}: update the sources in tools/bench/firstLoad.ts`)
  return key
}

/**
 * What the first visit to `path` downloads before any interaction, read from the build manifest:
 * the entry, the shell and the page's chunk (fetched after the first paint) and their static imports, what
 * starts after hydration (by the visit the banner, or the site's actor system and the session flows), their
 * CSS, and the HTML.
 */
export async function measureFirstLoad(
  path: PagePath,
  { visit = 'new', build = SITE_BUILD }: { visit?: Visit; build?: SiteBuild } = {},
): Promise<FirstLoad> {
  const manifest = await readManifest(build.manifestFile)
  const chunks = JSON.parse(await readFile(build.chunkModulesFile, 'utf8')) as ChunkModules
  const toHydrate = hydrationChunkKeys(manifest, pageManifestKey(pageMeta[path].page))
  const watchesSession = visit === 'signedIn'
  const startsSiteSystem = visit !== 'new'
  const started = [
    ...(visit === 'new' ? BANNER_SOURCES : []),
    ...(startsSiteSystem ? [chunkKeyNamed(manifest, SITE_SYSTEM_CHUNK)] : []),
    ...(watchesSession ? SESSION_SOURCES : []),
  ].map((source) => chunkKeyHolding(manifest, chunks, source))
  const afterHydration = started.flatMap((key) => [...staticChunkKeys(manifest, key)])
  const files = (keys: Iterable<string>) => [...new Set(keys)].map((key) => manifest[key]!.file)
  const scripts = files([...toHydrate, ...afterHydration])
  const styles = [...new Set([...toHydrate, ...afterHydration].flatMap((key) => manifest[key]!.css ?? []))]
  const sum = async (list: Iterable<string>) =>
    (await Promise.all([...list].map((file) => gzipSize(build.dist, file)))).reduce((a, b) => a + b, 0)
  return {
    path,
    visit,
    scripts,
    js: await sum(scripts),
    jsToHydrate: await sum(files(toHydrate)),
    styles,
    css: await sum(styles),
    html: await gzipSize(build.dist, htmlFileFor(path)),
  }
}
