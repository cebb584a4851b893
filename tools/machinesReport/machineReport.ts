import type { AnyStateMachine } from 'xstate'
import type { MachineCoverage } from '../machinePaths/coverage'
import { generatePaths, type MachinePath, type MachinePathSpec } from '../machinePaths/pathGeneration'
import { replayPaths } from '../machinePaths/replay'
import type { BrowserReport } from './browserReport'
import { machineDiagramSvg } from './machineDiagram'
import { type Scenario, toScenario } from './scenarios'

/** What the report shows of one machine. */
export interface MachineReport {
  name: string
  summary: ReturnType<MachineCoverage['summary']>
  /** The statechart with every state and transition marked covered or not. */
  svg: string
  scenarios: Scenario[]
  /** The browser column, when `npm run test:paths:browser` has run for the machine. */
  browser?: BrowserReport
}

/**
 * Replays the machine's paths as its path tests do and draws what they covered. The paths are those
 * the path tests generate, unless others are given (a test leaves some out to see a gap drawn).
 */
export async function reportMachine<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  paths: readonly MachinePath<TMachine>[] = generatePaths(spec),
): Promise<MachineReport> {
  const summary = (await replayPaths(spec, paths)).summary()
  const coverage = { missedStates: new Set(summary.missedStates), missedTransitions: new Set(summary.missedTransitions) }
  return {
    name: spec.name,
    summary,
    svg: await machineDiagramSvg(spec.name, spec.machine, coverage),
    scenarios: paths.map((path) => toScenario(path as MachinePath)),
  }
}
