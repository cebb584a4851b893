import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { MachineTraceEntry } from '../../src/devtools/machineTrace'
import type { Scenario } from '../machinesReport/scenarios'

/** Where the browser path tests leave what they found, for `npm run test:paths:browser` and the machines report. */
export const BROWSER_PATHS_DIR = join('reports', 'browser-paths')

/** What a machine's browser paths set out to do: the paths chosen, and what no person can cause, with why. */
export interface BrowserPlan {
  machine: string
  /** Each chosen path by its name (`describePath`). */
  paths: string[]
  /** Transition keys and state ids no person can reach, each with the reason. */
  notCausable: Record<string, string>
  /** States the page leaves by itself before it can be looked at, each with the reason. */
  passing: Record<string, string>
}

/** A browser path that passed: its name, its steps, and the machine's own trace of them. */
export interface BrowserPathResult {
  machine: string
  path: string
  scenario: Scenario
  trace: MachineTraceEntry[]
}

const fileName = (machine: string, name: string) => `${machine}-${createHash('sha256').update(name).digest('hex').slice(0, 16)}.json`

export function writePlan(plan: BrowserPlan) {
  mkdirSync(BROWSER_PATHS_DIR, { recursive: true })
  writeFileSync(join(BROWSER_PATHS_DIR, `${plan.machine}.plan.json`), JSON.stringify(plan, null, 2))
}

export function writePathResult(result: BrowserPathResult) {
  mkdirSync(BROWSER_PATHS_DIR, { recursive: true })
  writeFileSync(join(BROWSER_PATHS_DIR, fileName(result.machine, result.path)), JSON.stringify(result))
}

/** Forgets an earlier run's results, so only this run's count. */
export function clearResults() {
  rmSync(BROWSER_PATHS_DIR, { recursive: true, force: true })
}

/** The plan of each machine the last run reached, with the paths that passed. */
export function readResults(): Map<string, { plan: BrowserPlan; passed: BrowserPathResult[] }> {
  const results = new Map<string, { plan: BrowserPlan; passed: BrowserPathResult[] }>()
  if (!existsSync(BROWSER_PATHS_DIR)) return results
  const files = readdirSync(BROWSER_PATHS_DIR).filter((file) => file.endsWith('.json'))
  const read = <T>(file: string) => JSON.parse(readFileSync(join(BROWSER_PATHS_DIR, file), 'utf8')) as T
  for (const file of files.filter((name) => name.endsWith('.plan.json'))) {
    const plan = read<BrowserPlan>(file)
    results.set(plan.machine, { plan, passed: [] })
  }
  for (const file of files.filter((name) => !name.endsWith('.plan.json'))) {
    const result = read<BrowserPathResult>(file)
    results.get(result.machine)?.passed.push(result)
  }
  return results
}
