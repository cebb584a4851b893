import type { Verdict } from './budgets'
import type { GroupShare } from './breakdown'
import type { Visit } from './firstLoad'
import type { InteractionTiming } from './interactions'
import type { LighthouseFigures } from './lighthouse'

/** One page of the report: its first load in bytes, and what Lighthouse measured on it and on its floors. */
export interface PageReport {
  path: string
  /** Set for a page that only sends the visitor on: it has nothing of its own to measure in a browser. */
  redirectTo?: string
  /** A new anonymous visitor's first load, gzip bytes. */
  bytes: { js: number; jsToHydrate: number; css: number; html: number }
  lighthouse?: LighthouseFigures
  /** The LCP of the same page without its scripts, and without them and with its CSS inlined, in ms. */
  floorLcpMs?: { noScript: number; inlinedCss: number }
  /** The TBT of the same page without its scripts, in ms: what its scripts do not cause. */
  floorTbtMs?: number
  /** The page's LCP over the no-script floor's. */
  lcpOverFloor?: number
  /** Audits left out of its scores, for a page kept out of search engines on purpose. */
  skippedAudits?: string[]
  verdicts: Verdict[]
}

/** What one visit's first load of `/` runs, in gzip bytes, by package and by the site's folders. */
export interface VisitReport {
  visit: Visit
  js: number
  scripts: string[]
  groups: GroupShare[]
}

/** The comparison build's first load of a page against the site's. */
export interface EagerPage {
  path: string
  onDemandJs: number
  eagerJs: number
  /** eager / on demand: how many times more script a visitor would load without loading on demand. */
  ratio: number
}

export interface EagerReport {
  pages: EagerPage[]
  /** Lighthouse on `/` of the comparison build, performance only. */
  home?: LighthouseFigures
}

export interface BenchReport {
  date: string
  runs: number
  /** Wall time of each phase, in seconds. */
  timings: Record<string, number>
  pages: PageReport[]
  /** Lighthouse on a bare page: what this machine's browser takes for a page with nothing in it. */
  reference?: LighthouseFigures
  visits: VisitReport[]
  eager?: EagerReport
  /** Event Timing of the interactions at a 4x slowed CPU, the bare page's reference first. */
  interactions?: InteractionTiming[]
}
