import { getStateNodes } from '@xstate/graph'
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  fromCallback,
  fromPromise,
  type InputFrom,
  SimulatedClock,
} from 'xstate'
import { transitionKey } from '../../src/devtools/transitionKey'
import { startInSystem } from '../machinePaths/machineSystem'
import { delayedBy, generatePaths, inputFor, type MachinePath, type MachinePathSpec } from '../machinePaths/pathGeneration'

/** One step of a path as the browser takes it: the state it starts from, the event, where it leads, and every transition on the way. */
export interface PathStep {
  from: AnyMachineSnapshot
  event: AnyEventObject
  to: AnyMachineSnapshot
  transitions: string[]
  /** How long the step's delayed event waited on the walk's clock; zero for other events. */
  delay: number
}

/**
 * A path's start and steps as the machine takes them, its injected actors never settling: each
 * step's done or error event, delay or sent-back event is given to it directly. So every snapshot
 * holds the path's own context (the graph keeps one for all states its spec serialises alike, e.g.
 * any refused name), and every transition is named, the eventless ones after an event too. `input`
 * stands in for the path's own, for a run whose machine starts with what only the run knows.
 */
export function walkPath<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  path: MachinePath<TMachine>,
  input?: InputFrom<TMachine>,
): { start: AnyMachineSnapshot; steps: PathStep[] } {
  const stubs = Object.fromEntries([
    ...(spec.promiseActors ?? []).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
    ...(spec.callbackActors ?? []).map((name) => [name, fromCallback(() => {})]),
  ])
  const logic = spec.machine.provide({ actors: stubs, actions: spec.actions ?? {} } as never)
  const clock = new SimulatedClock()
  let taken: string[] = []
  const { actor, system } = startInSystem(logic, {
    clock,
    input: input ?? inputFor(spec, path.inputName)(() => clock.now()),
    peers: spec.peers ?? [],
    inspect: (event) => {
      if (event.type === '@xstate.microstep' && (event.actorRef as AnyActorRef).id === 'subject')
        taken.push(...event._transitions.map(transitionKey))
    },
  })
  const start = actor.getSnapshot() as AnyMachineSnapshot
  const steps = path.steps.slice(1).map(({ event }) => {
    const from = actor.getSnapshot() as AnyMachineSnapshot
    const delay = delayedBy(logic, from, event)
    taken = []
    if (delay > 0) clock.increment(delay)
    else (actor as AnyActorRef).send(event)
    return { from, event, to: actor.getSnapshot() as AnyMachineSnapshot, transitions: taken, delay }
  })
  system.stop()
  return { start, steps }
}

/** The ids of the state nodes a snapshot is in, its root included. */
export function statesOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): string[] {
  return [machine.root, ...getStateNodes(machine.root)]
    .filter((node) => node === machine.root || snapshot.matches(node.path.join('.')))
    .map((node) => node.id)
}

/**
 * The paths the browser takes: from the paths the path tests generate, those whose every step a person
 * can cause (`causable`) and that a person can take as a whole (`takeable`), chosen greedily until
 * every state and transition they reach is reached once: a transition cover, not every simple path.
 * The path reaching most new states and transitions goes first, the shorter one of two that reach as many.
 */
export function selectBrowserPaths<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  causable: (step: PathStep) => boolean,
  takeable: (path: MachinePath<TMachine>, steps: readonly PathStep[]) => boolean,
): MachinePath<TMachine>[] {
  const candidates = generatePaths(spec)
    .map((path) => ({ path, ...walkPath(spec, path) }))
    .filter(({ path, steps }) => steps.every(causable) && takeable(path, steps))
    .map(({ path, start, steps }) => ({
      path,
      reaches: new Set([
        ...steps.flatMap((step) => step.transitions),
        ...[start, ...steps.map((step) => step.to)].flatMap((state) => statesOf(spec.machine, state)),
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
