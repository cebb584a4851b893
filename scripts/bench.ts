import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageManifestKey } from '../src/app/pageModules'
import { PAGE_PATHS, pageMeta, type PagePath } from '../src/content/routes'
import { chunkKeyNamed, ENTRY_KEY, readManifest, staticChunkKeys } from './buildManifest'
import { medianLighthouse } from './lighthouse'
import { SHELL_CHUNK, SITE_SYSTEM_CHUNK } from './shellChunk'
import { startStaticServer } from './staticServer'

/** The budgets of the first visit to a page, in gzip bytes. */
export const FIRST_LOAD_BUDGET = { js: 90 * 1024, css: 15 * 1024, html: 14 * 1024 } as const

const DIST = 'dist'

function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
}

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(join(DIST, file)), { level: 9 }).length
}

/**
 * What a new visitor's page starts by itself once it has hydrated: with no choice stored, the cookie
 * banner. The site's actor system (cookie consent, the toast queue) waits for the first choice or form.
 */
const STARTED_AFTER_HYDRATION = ['src/flows/cookieConsent/CookieBanner.tsx']

/**
 * What loads, without any interaction, once the site has a session to check (one stored, one in the
 * address, or the /auth page): the site's actor system, the auth and idle-session flows and supabase-js.
 */
const SESSION_SOURCES = ['src/flows/session/sessionFlow.ts', 'node_modules/@supabase/supabase-js/dist/index.mjs']

/** The sign-in page watches the session at once; the JS budget is for pages read anonymously (design §7). */
export const SIGN_IN_PATH = '/auth' satisfies PagePath

export interface FirstLoad {
  path: string
  /** The script files a first visit fetches before any interaction. */
  scripts: string[]
  /** All of them, in gzip bytes. */
  js: number
  /** What the page needs to hydrate: the entry, the page and their static imports. */
  jsToHydrate: number
  css: number
  html: number
}

/**
 * What a new visitor's first visit to `path` downloads before any interaction, read from the build
 * manifest: the entry, the shell and the page's chunk (fetched after the first paint) and their static imports, what starts after hydration, their
 * CSS, and the HTML.
 */
export async function measureFirstLoad(path: PagePath, { withStoredSession = false } = {}): Promise<FirstLoad> {
  const manifest = await readManifest()
  const toHydrate = new Set(
    [ENTRY_KEY, chunkKeyNamed(manifest, SHELL_CHUNK), pageManifestKey(pageMeta[path].page)].flatMap((key) => [
      ...staticChunkKeys(manifest, key),
    ]),
  )
  const started = [
    ...STARTED_AFTER_HYDRATION,
    ...(path === SIGN_IN_PATH || withStoredSession ? [chunkKeyNamed(manifest, SITE_SYSTEM_CHUNK), ...SESSION_SOURCES] : []),
  ]
  const afterHydration = started.flatMap((key) => {
    if (!manifest[key]) throw new Error(`The build manifest has no ${key}: update STARTED_AFTER_HYDRATION`)
    return [...staticChunkKeys(manifest, key)]
  })
  const files = (keys: Iterable<string>) => [...new Set(keys)].map((key) => manifest[key]!.file)
  const scripts = files([...toHydrate, ...afterHydration])
  const styles = new Set([...toHydrate, ...afterHydration].flatMap((key) => manifest[key]!.css ?? []))
  const sum = async (list: Iterable<string>) => (await Promise.all([...list].map(gzipSize))).reduce((a, b) => a + b, 0)
  return {
    path,
    scripts,
    js: await sum(scripts),
    jsToHydrate: await sum(files(toHydrate)),
    css: await sum(styles),
    html: await gzipSize(htmlFileFor(path)),
  }
}

/** The bench's own static server, on a port of its own unless BENCH_PORT names another. */
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4199)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function printLighthouse(runs: number): Promise<void> {
  const server = await startStaticServer({ root: DIST, host: '127.0.0.1', port: BENCH_PORT })
  try {
    console.log(`\nLighthouse, mobile, median of ${runs} run(s) per page`)
    console.log('page'.padEnd(14) + ['perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS'].map((h) => h.padStart(8)).join(''))
    // A page that only sends the visitor elsewhere has nothing of its own to measure.
    for (const path of PAGE_PATHS.filter((page) => !pageMeta[page].redirectTo)) {
      const r = await medianLighthouse(`http://127.0.0.1:${BENCH_PORT}${path}`, runs)
      console.log(
        path.padEnd(14) +
          [r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.tbtMs, r.cls].map((v) => String(v).padStart(8)).join(''),
      )
    }
  } finally {
    server.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await Promise.all(PAGE_PATHS.map((path) => measureFirstLoad(path)))
  console.log('First load per page (gzip -9), before any interaction')
  console.log(`budgets: JS ${kb(FIRST_LOAD_BUDGET.js)}, CSS ${kb(FIRST_LOAD_BUDGET.css)}, HTML ${kb(FIRST_LOAD_BUDGET.html)}\n`)
  console.log('page'.padEnd(14) + 'JS'.padStart(10) + 'to hydrate'.padStart(12) + 'CSS'.padStart(10) + 'HTML'.padStart(10))
  for (const row of rows) {
    console.log(
      row.path.padEnd(14) +
        kb(row.js).padStart(10) +
        kb(row.jsToHydrate).padStart(12) +
        kb(row.css).padStart(10) +
        kb(row.html).padStart(10),
    )
  }
  const signedIn = await measureFirstLoad('/', { withStoredSession: true })
  console.log(`${'/ signed in'.padEnd(14)}${kb(signedIn.js).padStart(10)}${kb(signedIn.jsToHydrate).padStart(12)}`)
  console.log(
    `\n${SIGN_IN_PATH} and a signed-in visit load the session flows and supabase-js at once; the JS budget is for anonymous pages.`,
  )
  const over = rows.filter(
    (row) =>
      (row.path !== SIGN_IN_PATH && row.js > FIRST_LOAD_BUDGET.js) || row.css > FIRST_LOAD_BUDGET.css || row.html > FIRST_LOAD_BUDGET.html,
  )
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => row.path).join(', ')}`)
    process.exitCode = 1
  }
  const runsFlag = process.argv.indexOf('--runs')
  await printLighthouse(runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 1)
}
