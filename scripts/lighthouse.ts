import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { SYSTEM_CHROMIUM } from '../tests/e2e/browser'

export interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100)

/** One Lighthouse run with its default mobile settings (simulated slow 4G and a slowed CPU). */
async function runLighthouse(url: string): Promise<LighthouseScores> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
  const chrome = await chromeLauncher.launch({ chromePath: SYSTEM_CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    const { categories, audits } = result.lhr
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    }
  } finally {
    chrome.kill()
    await rm(userDataDir, { recursive: true, force: true })
  }
}

/** The run with the median performance score of `runs` runs. */
export async function medianLighthouse(url: string, runs: number): Promise<LighthouseScores> {
  const results: LighthouseScores[] = []
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url))
  results.sort((a, b) => a.performance - b.performance)
  return results[Math.floor(results.length / 2)]!
}
