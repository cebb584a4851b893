import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CONSENT_STORAGE_KEY } from '../machines/cookieConsent.machine'
import type { Driver } from './browser/engines/driver'
import { ENGINES, type Engine } from './browser/engines/engines'
import { startEngine } from './browser/engines/startEngine'
import { SITE_URL } from './browser/endpoints'
import { isHydrated } from './browser/hydrated'
import { CONTENT_PAGES, UNKNOWN_PATH } from './browser/pages'
import { stopProcess } from '../supabase/local/stopProcess'

/**
 * `npm run screenshots`: full-page screenshots of every page and of a 404 at the widths the layout
 * is checked at, in each engine (Chromium, Gecko, WebKit), into screenshots/<engine>/<width>/ (ignored
 * by git), and a list of the pages wider than the screen. It starts the browser tests' web server (a
 * build against a fresh local stack, served by the preview server; ports PORT, E2E_STACK_PORT,
 * E2E_ANALYTICS_PORT) and stops it when done; with SCREENSHOTS_REUSE_SERVER=1 it uses a server already
 * listening there instead. SCREENSHOTS_ENGINES (e.g. 'webkit' or 'gecko,webkit') takes fewer engines.
 */
const WIDTHS = [320, 375, 1024, 1280] as const
const HEIGHT = 900
const OUT_DIR = 'screenshots'
const PATHS = [...CONTENT_PAGES.map(({ path }) => path), UNKNOWN_PATH]

function fileName(path: string): string {
  return path === '/' ? 'home.png' : `${path.slice(1).replaceAll('/', '_')}.png`
}

function enginesAsked(): readonly Engine[] {
  const asked = process.env.SCREENSHOTS_ENGINES?.split(',').filter(Boolean)
  if (!asked) return ENGINES
  const unknown = asked.filter((name) => !(ENGINES as readonly string[]).includes(name))
  if (unknown.length > 0) throw new Error(`SCREENSHOTS_ENGINES: no engine ${unknown.join(', ')} (there are ${ENGINES.join(', ')})`)
  return asked as Engine[]
}

function startWebServer(): Promise<ChildProcess> {
  const server = spawn('node_modules/.bin/tsx', ['tests/e2e/support/webServer.ts'], { stdio: ['ignore', 'pipe', 'inherit'] })
  return new Promise((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('[e2e] ready in')) resolve(server)
    })
    server.once('exit', (code) => reject(new Error(`the web server ended (exit code ${code})`)))
  })
}

/**
 * Waits until React has taken over the page and its forms' buttons are enabled (a slow engine would
 * otherwise be shot with the buttons still disabled, as before hydration), brings every displayed lazy
 * image into view until it has loaded, since a full-page shot does not scroll, waits for the fonts, and
 * answers how far the page is wider than the screen, in CSS pixels.
 */
const PREPARE_PAGE = `(async () => {
  const until = async (done, ms) => {
    for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await until(${isHydrated}, 10000)
  await until(() => document.querySelector('form button[type="submit"]:disabled') === null, 3000)
  for (const image of document.querySelectorAll('img[loading="lazy"]')) {
    if (!image.checkVisibility()) continue
    image.scrollIntoView()
    await image.decode().catch(() => undefined)
  }
  await document.fonts.ready
  window.scrollTo(0, 0)
  return document.documentElement.scrollWidth - document.documentElement.clientWidth
})()`

/** Waits until the page at `path` has loaded. */
async function waitForPage(driver: Driver, path: string): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if ((await driver.evaluate<string>('document.readyState')) === 'complete') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The page did not load ${path}`)
}

async function captureWidth(driver: Driver, engine: Engine, width: number, overflowing: string[]): Promise<void> {
  const dir = join(OUT_DIR, engine, String(width))
  await mkdir(dir, { recursive: true })
  // A stored choice keeps the consent banner away.
  await driver.goto(`${SITE_URL}/personvern`)
  await driver.evaluate(`localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, 'declined')`)
  for (const path of PATHS) {
    await driver.goto(`${SITE_URL}${path}`)
    await waitForPage(driver, path)
    const overflow = await driver.evaluate<number>(PREPARE_PAGE)
    const file = join(dir, fileName(path))
    await writeFile(file, await driver.screenshot(true))
    if (overflow > 0) overflowing.push(`${path} in ${engine} at ${width} px: ${overflow} px too wide`)
    console.log(`${file}${overflow > 0 ? ` (${overflow} px too wide)` : ''}`)
  }
}

async function capture(): Promise<string[]> {
  const overflowing: string[] = []
  for (const engine of enginesAsked()) {
    // Reduced motion shows every section at once.
    const host = await startEngine(engine, { reducedMotion: true })
    try {
      for (const width of WIDTHS) {
        const driver = await host.newDriver({ width, height: HEIGHT })
        try {
          await captureWidth(driver, engine, width, overflowing)
        } finally {
          await driver.close()
        }
      }
    } finally {
      await host.close()
    }
  }
  return overflowing
}

await rm(OUT_DIR, { recursive: true, force: true })
const server = process.env.SCREENSHOTS_REUSE_SERVER === '1' ? undefined : await startWebServer()
try {
  const overflowing = await capture()
  console.log(overflowing.length === 0 ? 'No page is wider than the screen.' : `Wider than the screen:\n${overflowing.join('\n')}`)
  process.exitCode = overflowing.length === 0 ? 0 : 1
} finally {
  if (server) await stopProcess(server)
}
