import type { AnyStateMachine } from 'xstate'
import { browserCoverage } from '../browserPaths/browserCoverage'
import type { BrowserPathResult, BrowserPlan } from '../browserPaths/results'
import type { MachineCoverage } from '../machinePaths/coverage'
import { machineDiagramSvg } from './machineDiagram'
import type { Scenario } from './scenarios'

/** What the report's browser column shows of one machine, from the last `npm run test:paths:browser`. */
export interface BrowserReport {
  summary: ReturnType<MachineCoverage['summary']>
  /** The statechart marked with what the machine's trace shows the browser reached. */
  svg: string
  plan: BrowserPlan
  /** The paths that passed, as their scenarios. */
  scenarios: Scenario[]
}

export async function reportBrowser(
  name: string,
  machine: AnyStateMachine,
  { plan, passed }: { plan: BrowserPlan; passed: readonly BrowserPathResult[] },
): Promise<BrowserReport> {
  const summary = browserCoverage(machine, passed).summary()
  const coverage = { missedStates: new Set(summary.missedStates), missedTransitions: new Set(summary.missedTransitions) }
  return {
    summary,
    // Its own name, so the two charts of a machine on one page keep their ids apart.
    svg: await machineDiagramSvg(`${name}-browser`, machine, coverage),
    plan,
    scenarios: passed.map((result) => result.scenario),
  }
}
