import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BenchReport } from './report'

/** Ignored by git: each run's report, and the last one under a fixed name. */
export const RESULTS_DIR = 'bench-results'
export const LATEST_RESULTS = join(RESULTS_DIR, 'bench.json')

/** Writes the report as `bench-results/bench.json` and a copy named by its date; returns the first. */
export async function writeResults(report: BenchReport): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true })
  const json = `${JSON.stringify(report, null, 2)}\n`
  await writeFile(join(RESULTS_DIR, `bench-${report.date.replace(/[:.]/g, '-')}.json`), json)
  await writeFile(LATEST_RESULTS, json)
  return LATEST_RESULTS
}
