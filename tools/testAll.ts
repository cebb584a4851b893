import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { STRESS_REPORT_DIR_ENV, STRESS_RESULTS_DIR, STRESS_SUITES_RAN_ENV } from './stressAndLoad/tally'
import { passedTests } from './testCounts'

/**
 * `npm test`: every suite, one after another, as npm scripts; stops at the first that fails. Prints
 * each step's time as it ends and a table of them all at the end, with the tests each passed, so a CI
 * log shows where time goes.
 */
const STEPS = [
  'check:static',
  'test:unit',
  'supabase:auth',
  'test:backend',
  'test:migrations',
  // The three browser steps over the same build come one after another, so the site is built once for them
  // (tools/browser/siteBuildKey.ts); the browser paths build with the machine trace.
  'e2e',
  'e2e:parity',
  'e2e:engines',
  'e2e:inspector',
  'test:paths:browser',
  'test:stress',
] as const

// Two steps run the stress suites anyway and record their tallies; the stress step then adds only the full
// load run and judges them all, rather than running the suites a second time (tools/stressAndLoad/stress.ts).
const RECORD_TALLIES: ReadonlySet<string> = new Set(['test:backend', 'e2e'])

function stepEnv(step: string): NodeJS.ProcessEnv {
  if (RECORD_TALLIES.has(step)) return { ...process.env, [STRESS_REPORT_DIR_ENV]: STRESS_RESULTS_DIR }
  if (step === 'test:stress') return { ...process.env, [STRESS_SUITES_RAN_ENV]: '1' }
  return process.env
}

/** Runs one step with its output shown as it comes; resolves with whether it passed and what it printed. */
function runStep(step: string): Promise<{ passed: boolean; output: string }> {
  // Piped, the runners would drop their colours; a terminal keeps them.
  const env = { ...stepEnv(step), ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) }
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { stdio: ['inherit', 'pipe', 'pipe'], env })
    const output: Buffer[] = []
    const show = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk)
      output.push(chunk)
    }
    child.stdout.on('data', show(process.stdout))
    child.stderr.on('data', show(process.stderr))
    child.on('close', (code) => resolve({ passed: code === 0, output: Buffer.concat(output).toString() }))
  })
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
const times: { step: string; ms: number; passed: boolean; tests: number | null }[] = []
const started = performance.now()
rmSync(STRESS_RESULTS_DIR, { recursive: true, force: true })

for (const step of STEPS) {
  console.log(`\n▶ npm run ${step}`)
  const stepStarted = performance.now()
  const { passed, output } = await runStep(step)
  times.push({ step, ms: performance.now() - stepStarted, passed, tests: passedTests(output) })
  console.log(`${passed ? '✓' : '✗'} ${step}: ${seconds(times.at(-1)!.ms)}`)
  if (!passed) break
}

const width = Math.max(...STEPS.map((step) => step.length))
console.log(`\nnpm test, step by step (time, tests passed):`)
for (const { step, ms, passed, tests } of times)
  console.log(`  ${passed ? '✓' : '✗'} ${step.padEnd(width)} ${seconds(ms).padStart(6)} ${String(tests ?? '').padStart(6)}`)
const total = times.reduce((sum, { tests }) => sum + (tests ?? 0), 0)
console.log(`  ${'total'.padStart(width + 2)} ${seconds(performance.now() - started).padStart(6)} ${String(total).padStart(6)}`)
process.exit(times.every((time) => time.passed) && times.length === STEPS.length ? 0 : 1)
