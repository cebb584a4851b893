import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { SYSTEM_CHROMIUM } from '../browser/chromium'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

// Ours, not @lhci/cli 0.15.1: that brings 165 packages and a second Lighthouse for about 60 lines of runner, and the
// report would still read its JSON here.

/** One page's Lighthouse figures: the scores of the categories run, times in ms, and the requests of the load. */
export interface LighthouseFigures {
  scores: Partial<Record<Category, number>>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  requests: number
  /** What Lighthouse names as the LCP element (its label and selector), or '–' when it names none. */
  lcpElement: string
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

/**
 * A page kept out of search engines on purpose (robots noindex: /auth and the account pages) fails the SEO audit
 * 'is-crawlable' by design; its SEO score is taken without that one audit, and the report says so.
 */
export const AUDITS_SKIPPED_WHEN_NOINDEX = ['is-crawlable'] as const

export interface LighthouseRunOptions {
  categories?: readonly Category[]
  skipAudits?: readonly string[]
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits']

/** The element of the 'largest-contentful-paint-element' audit: a list whose first table holds the node. */
function lcpElementOf(audits: Audits): string {
  const details = audits['largest-contentful-paint-element']?.details
  const table = details?.type === 'list' ? details.items[0] : undefined
  const node = table?.type === 'table' ? table.items[0]?.node : undefined
  if (typeof node !== 'object' || node.type !== 'node') return '–'
  return `${node.nodeLabel ?? ''} (${node.selector ?? node.snippet ?? ''})`
}

/** One Lighthouse run with its default mobile settings (simulated slow 4G and a 4x slowed CPU), in a fresh profile. */
async function runLighthouse(url: string, { categories = CATEGORIES, skipAudits = [] }: LighthouseRunOptions): Promise<LighthouseFigures> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
  const chrome = await chromeLauncher.launch({ chromePath: SYSTEM_CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      skipAudits: [...skipAudits],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
    const { audits } = result.lhr
    const numeric = (audit: string) => audits[audit]?.numericValue ?? 0
    const requests = audits['network-requests']?.details
    return {
      scores: Object.fromEntries(categories.map((category) => [category, score(result.lhr.categories[category]?.score)])),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      requests: requests?.type === 'table' ? requests.items.length : 0,
      lcpElement: lcpElementOf(audits),
    }
  } finally {
    chrome.kill()
    await rm(userDataDir, { recursive: true, force: true })
  }
}

/** The value most runs gave (the first of them on a tie). */
function mostCommon(values: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each figure's median over the runs, on its own (the runs' medians may come from different runs); the LCP element most runs named. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error('No Lighthouse run to take the median of')
  const of = (figure: (run: LighthouseFigures) => number) => median(runs.map(figure))
  const categories = Object.keys(runs[0]!.scores) as Category[]
  return {
    scores: Object.fromEntries(categories.map((category) => [category, of((run) => run.scores[category] ?? 0)])),
    fcpMs: Math.round(of((run) => run.fcpMs)),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Number(of((run) => run.cls).toFixed(3)),
    requests: of((run) => run.requests),
    lcpElement: mostCommon(runs.map((run) => run.lcpElement)),
  }
}

/** Lighthouse asks for another run when its trace of the load failed (NO_NAVSTART and the like), which a busy machine sometimes brings. */
const ATTEMPTS_PER_RUN = 3

class LighthouseRuntimeError extends Error {}

async function runLighthouseAgainOnFailure(url: string, options: LighthouseRunOptions, attempt = 1): Promise<LighthouseFigures> {
  try {
    return await runLighthouse(url, options)
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS_PER_RUN) throw error
    console.warn(`  ${error.message}: running it again`)
    return runLighthouseAgainOnFailure(url, options, attempt + 1)
  }
}

/** The medians of `runs` runs of the page, one after another. */
export async function medianLighthouse(url: string, runs: number, options: LighthouseRunOptions = {}): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = []
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouseAgainOnFailure(url, options))
  return medianFigures(results)
}
