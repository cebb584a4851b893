import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../machines/cookieConsent.machine'
import { chromiumLaunchOptions } from './browser/chromium'
import { SITE_URL } from './browser/endpoints'
import { CONTENT_PAGES, UNKNOWN_PATH } from './browser/pages'

/**
 * `npm run screenshots`: full-page screenshots of every page and of a 404 at the widths the layout
 * is checked at, into screenshots/<width>/ (ignored by git), and a list of the pages wider than the
 * screen. It starts the browser tests' web server (a build against a fresh local stack, served by the
 * preview server; ports PORT, E2E_STACK_PORT, E2E_ANALYTICS_PORT) and stops it when done; with
 * SCREENSHOTS_REUSE_SERVER=1 it uses a server already listening there instead.
 */
const WIDTHS = [320, 375, 1024, 1280] as const
const HEIGHT = 900
const OUT_DIR = 'screenshots'
const PATHS = [...CONTENT_PAGES.map(({ path }) => path), UNKNOWN_PATH]

function fileName(path: string): string {
  return path === '/' ? 'home.png' : `${path.slice(1).replaceAll('/', '_')}.png`
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

function stopWebServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    server.removeAllListeners('exit')
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}

/** How far the page is wider than the screen, in CSS pixels (0 when it fits). */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** Brings every displayed lazy image into view until it has loaded, since a full-page shot does not scroll. */
async function loadLazyImages(page: Page): Promise<void> {
  for (const image of await page.locator('img[loading="lazy"]:visible').all()) {
    await image.scrollIntoViewIfNeeded()
    await image.evaluate((img: HTMLImageElement) => img.decode())
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

async function capture(): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const overflowing: string[] = []
  try {
    // Reduced motion shows every section at once; a stored choice keeps the consent banner away.
    const context = await browser.newContext({ baseURL: SITE_URL, reducedMotion: 'reduce' })
    await context.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
    const page = await context.newPage()
    for (const width of WIDTHS) {
      await mkdir(join(OUT_DIR, String(width)), { recursive: true })
      await page.setViewportSize({ width, height: HEIGHT })
      for (const path of PATHS) {
        await page.goto(path, { waitUntil: 'networkidle' })
        await loadLazyImages(page)
        const file = join(OUT_DIR, String(width), fileName(path))
        await page.screenshot({ path: file, fullPage: true })
        const overflow = await overflowOf(page)
        if (overflow > 0) overflowing.push(`${path} at ${width} px: ${overflow} px too wide`)
        console.log(`${file}${overflow > 0 ? ` (${overflow} px too wide)` : ''}`)
      }
    }
  } finally {
    await browser.close()
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
  if (server) await stopWebServer(server)
}
