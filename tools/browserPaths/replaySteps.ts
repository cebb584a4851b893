import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { MachineCoverage } from '../machinePaths/coverage'
import type { MachinePath, MachinePathSpec } from '../machinePaths/pathGeneration'
import { replayer } from '../machinePaths/replay'
import { type PathStep, stepsOf } from './selection'

/**
 * A path's start and steps with the snapshots the machine really reaches on it. The graph keeps one
 * snapshot for all states its spec serialises alike (any refused name is one state), so only a
 * replay of the path's own events holds the context a view must show: the very text typed.
 */
export async function replaySteps<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  path: MachinePath<TMachine>,
): Promise<{ start: AnyMachineSnapshot; steps: PathStep[] }> {
  const { actor, perform } = replayer(spec, new MachineCoverage(spec.machine), path.inputName)
  const start = actor.getSnapshot() as AnyMachineSnapshot
  const steps: PathStep[] = []
  for (const step of stepsOf(spec.machine, path)) {
    const from = actor.getSnapshot() as AnyMachineSnapshot
    await perform(step.event)
    steps.push({ ...step, from, to: actor.getSnapshot() as AnyMachineSnapshot })
  }
  return { start, steps }
}
