import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { MachineCoverage } from '../machinePaths/coverage'
import type { BrowserPathResult } from './results'

/** What the machine's own trace shows the browser paths reached: every transition taken and every state entered. */
export function browserCoverage(machine: AnyStateMachine, passed: readonly BrowserPathResult[]): MachineCoverage {
  const coverage = new MachineCoverage(machine)
  for (const { trace } of passed)
    for (const { transitions, value } of trace) {
      coverage.recordTransitionKeys(transitions)
      coverage.recordSnapshot(machine.resolveState({ value, context: {} }) as AnyMachineSnapshot)
    }
  return coverage
}

/** What the browser missed that is not listed as out of a person's reach: each must get a path or a reason. */
export function unexplained(
  { missedStates, missedTransitions }: ReturnType<MachineCoverage['summary']>,
  notCausable: Readonly<Record<string, string>>,
): string[] {
  return [...missedStates.map((id) => `state ${id}`), ...missedTransitions.map((key) => `transition ${key}`)].filter(
    (item) => !(item.slice(item.indexOf(' ') + 1) in notCausable),
  )
}
