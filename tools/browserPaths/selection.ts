import { getStateNodes } from '@xstate/graph'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { transitionKey } from '../../src/devtools/transitionKey'
import { generatePaths, type MachinePath, type MachinePathSpec } from '../machinePaths/pathGeneration'

/** One step of a path as the browser takes it: the state it starts from, the event, and the transitions that event fires. */
export interface PathStep {
  from: AnyMachineSnapshot
  event: AnyEventObject
  to: AnyMachineSnapshot
  transitions: string[]
}

/** The steps of a path after its start, each with the transitions the machine takes for it. */
export function stepsOf(machine: AnyStateMachine, path: MachinePath): PathStep[] {
  return path.steps.slice(1).map((step, index) => {
    const from = path.steps[index]!.state as AnyMachineSnapshot
    return {
      from,
      event: step.event,
      to: step.state as AnyMachineSnapshot,
      transitions: machine.getTransitionData(from, step.event).map(transitionKey),
    }
  })
}

/** The ids of the state nodes a snapshot is in, its root included. */
export function statesOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return [machine.root, ...getStateNodes(machine.root)]
    .filter((node) => node === machine.root || snapshot.matches(node.path.join('.')))
    .map((node) => node.id)
}

/**
 * The paths the browser takes: from the paths the path tests generate, those whose every step a person
 * can cause (`causable`) and that a person can take as a whole (`takeable`), chosen greedily until every state and transition they reach is reached
 * once: a transition cover, not every simple path. The path reaching most new states and
 * transitions goes first, the shorter one of two that reach as many.
 */
export function selectBrowserPaths<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  causable: (step: PathStep) => boolean,
  takeable: (path: MachinePath<TMachine>, steps: readonly PathStep[]) => boolean,
): MachinePath<TMachine>[] {
  const candidates = generatePaths(spec)
    .map((path) => ({ path, steps: stepsOf(spec.machine, path) }))
    .filter(({ path, steps }) => steps.every(causable) && takeable(path, steps))
    .map(({ path, steps }) => ({
      path,
      reaches: new Set([
        ...steps.flatMap((step) => step.transitions),
        ...[path.steps[0]!.state, ...steps.map((step) => step.to)].flatMap((state) => statesOf(spec.machine, state as AnyMachineSnapshot)),
      ]),
    }))
  const reached = new Set<string>()
  const chosen: MachinePath<TMachine>[] = []
  for (;;) {
    const gain = (reaches: Set<string>) => [...reaches].filter((item) => !reached.has(item)).length
    const best = candidates
      .filter(({ reaches }) => gain(reaches) > 0)
      .sort((a, b) => gain(b.reaches) - gain(a.reaches) || a.path.steps.length - b.path.steps.length)[0]
    if (!best) return chosen
    best.reaches.forEach((item) => reached.add(item))
    chosen.push(best.path)
  }
}
