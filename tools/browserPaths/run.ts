import { spawnSync } from 'node:child_process'
import { formatCoverageTable } from '../machinePaths/coverage'
import { pathSpecs } from '../machinePaths/specs'
import { browserCoverage, unexplained } from './browserCoverage'
import { clearResults, readResults } from './results'

/**
 * `npm run test:paths:browser`: the machines' paths through the real site (playwright.paths.config.ts;
 * arguments go on to Playwright), then per machine the states and transitions the machine's own trace
 * shows the browser reached, and what no person can cause. Fails when a path fails or anything is
 * neither reached nor listed with its reason.
 */
clearResults()
const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.paths.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
let complete = run.status === 0

console.log('\nReached in the browser:\n')
for (const [name, { plan, passed }] of readResults()) {
  const spec = pathSpecs.find((candidate) => candidate.name === name)
  if (!spec) throw new Error(`No path spec for the machine '${name}'`)
  const summary = browserCoverage(spec.machine, passed).summary()
  const missing = unexplained(summary, plan.notCausable)
  const listed = Object.keys(plan.notCausable).length
  console.log(formatCoverageTable(name, summary))
  console.log(`${passed.length} of ${plan.paths.length} paths passed; ${listed} not causable by a person, each listed with its reason`)
  for (const item of missing) console.log(`  ✗ not reached and not listed: ${item}`)
  console.log('')
  if (missing.length > 0) complete = false
}
process.exit(complete ? 0 : 1)
