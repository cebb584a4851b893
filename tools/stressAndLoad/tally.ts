import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What one stress suite (or one file or worker of it) tried and what went wrong, for `npm run test:stress`. */
export interface StressTally {
  /** The row of the summary table this counts towards, e.g. 'hostile requests'. */
  suite: string
  cases: number
  requests: number
  /** Answers with a status of 500 or more. */
  serverErrors: number
  /** Requests that got no answer within their bound. */
  hangs: number
  /** Rows that should have been stored and were not. */
  lostRows: number
  /** Rows stored more than once, or accounts created twice. */
  duplicates: number
  cspViolations: number
}

/** Where the tallies go: set by `npm run test:stress` and, for its steps that run stress suites, by `npm test`; unset, nothing is written. */
export const STRESS_REPORT_DIR_ENV = 'STRESS_REPORT_DIR'

/** The stress run's tallies; not under test-results/, which Playwright empties as each of its runs starts. */
export const STRESS_RESULTS_DIR = join(process.cwd(), 'stress-results')

/**
 * Set by `npm test` (tools/testAll.ts) for its stress step: the steps before it ran every stress suite
 * but the full load run, with their tallies recorded in {@link STRESS_RESULTS_DIR}.
 */
export const STRESS_SUITES_RAN_ENV = 'STRESS_SUITES_RAN'

export function emptyTally(suite: string): StressTally {
  return { suite, cases: 0, requests: 0, serverErrors: 0, hangs: 0, lostRows: 0, duplicates: 0, cspViolations: 0 }
}

/** `sum` with every count of `tally` added to it. */
export function addTally(sum: StressTally, tally: StressTally): StressTally {
  for (const key of COUNTS) sum[key] += tally[key]
  return sum
}

/** Records a tally for the summary when run under `npm run test:stress`; each call adds its own file, so workers never clash. */
export function recordTally(tally: StressTally): void {
  const dir = process.env[STRESS_REPORT_DIR_ENV]
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${randomUUID()}.json`), JSON.stringify(tally))
}

/** Every tally recorded in `dir`, added up per suite. */
export function readTallies(dir: string): StressTally[] {
  const bySuite = new Map<string, StressTally>()
  if (!existsSync(dir)) return []
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const tally = JSON.parse(readFileSync(join(dir, file), 'utf8')) as StressTally
    bySuite.set(tally.suite, addTally(bySuite.get(tally.suite) ?? emptyTally(tally.suite), tally))
  }
  return [...bySuite.values()]
}

export const COUNTS = ['cases', 'requests', 'serverErrors', 'hangs', 'lostRows', 'duplicates', 'cspViolations'] as const

/** The counts that must be zero for the run to pass. */
export const FAILURE_COUNTS = ['serverErrors', 'hangs', 'lostRows', 'duplicates', 'cspViolations'] as const
