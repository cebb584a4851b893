import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import {
  addTally,
  COUNTS,
  emptyTally,
  FAILURE_COUNTS,
  readTallies,
  STRESS_REPORT_DIR_ENV,
  STRESS_RESULTS_DIR,
  STRESS_SUITES_RAN_ENV,
  type StressTally,
} from './tally'

/**
 * `npm run test:stress`: the hostile requests, the load run and the faults, each in full, then one
 * summary table of what they tried and what went wrong. Fails when a step fails or any count of
 * {@link FAILURE_COUNTS} is above zero.
 */
const STEPS: { name: string; command: string[] }[] = [
  // Suites of one runner share a step, so its stack or built site starts once; each records its own tally.
  {
    name: 'hostile requests, faults (backend)',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'backend',
      'tests/backend/hostile-requests.test.ts',
      'tests/backend/contact-notification-retries-',
    ],
  },
  { name: 'load', command: ['npm', 'run', 'test:load'] },
  {
    name: 'faults (browser), security policy',
    command: ['npx', 'playwright', 'test', 'tests/e2e/faults/', 'tests/e2e/securityPolicy.spec.ts'],
  },
]

/** Each step's bound: a step that hangs fails the run instead of holding it. */
const STEP_LIMIT_MS = 15 * 60_000

const HEADINGS: Record<(typeof COUNTS)[number], string> = {
  cases: 'cases',
  requests: 'requests',
  serverErrors: '5xx',
  hangs: 'hangs',
  lostRows: 'lost rows',
  duplicates: 'duplicates',
  cspViolations: 'CSP violations',
}

function table(tallies: StressTally[]): string {
  const total = tallies.reduce(addTally, emptyTally('total'))
  const rows = [
    ['suite', ...COUNTS.map((key) => HEADINGS[key])],
    ...[...tallies, total].map((t) => [t.suite, ...COUNTS.map((key) => String(t[key]))]),
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => (column === 0 ? ':' : '-') + '-'.repeat(width) + (column === 0 ? '-' : ':')).join('|')}|`
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n')
}

// Under `npm test`, only the full load run is left to do; the table then judges the tallies of the steps before.
const suitesRan = process.env[STRESS_SUITES_RAN_ENV] === '1'
const steps = suitesRan ? STEPS.filter((step) => step.name === 'load') : STEPS
if (!suitesRan) rmSync(STRESS_RESULTS_DIR, { recursive: true, force: true })
const failedSteps: string[] = []
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`)
  const started = performance.now()
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, [STRESS_REPORT_DIR_ENV]: STRESS_RESULTS_DIR },
    timeout: STEP_LIMIT_MS,
    killSignal: 'SIGTERM',
  })
  const seconds = Math.round((performance.now() - started) / 1000)
  if (run.error) failedSteps.push(`${step.name} (${run.error.message} after ${seconds} s)`)
  else if (run.status !== 0) failedSteps.push(step.name)
  console.log(`${run.status === 0 ? '✓' : '✗'} ${step.name}: ${seconds} s`)
}

// In the order of the steps; a suite whose step names it nowhere goes last.
function stepIndex(suite: string): number {
  const index = STEPS.findIndex((step) => step.name.split(', ').includes(suite))
  return index === -1 ? STEPS.length : index
}
const tallies = readTallies(STRESS_RESULTS_DIR).sort((a, b) => stepIndex(a.suite) - stepIndex(b.suite))
console.log(`\n${table(tallies)}\n`)
const failedCounts = tallies.flatMap((tally) =>
  FAILURE_COUNTS.filter((key) => tally[key] > 0).map((key) => `${tally.suite}: ${HEADINGS[key]} ${tally[key]}`),
)
// A suite that recorded nothing did not run as this run believes (under `npm test`, a step without the tally directory).
const unrecorded = STEPS.flatMap((step) => step.name.split(', ')).filter((suite) => !tallies.some((tally) => tally.suite === suite))
const failures = [
  ...failedSteps.map((name) => `step failed: ${name}`),
  ...failedCounts,
  ...unrecorded.map((suite) => `no tally recorded: ${suite}`),
]
for (const failure of failures) console.error(`✗ ${failure}`)
process.exit(failures.length > 0 ? 1 : 0)
