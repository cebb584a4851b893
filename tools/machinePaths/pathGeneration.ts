import {
  type AdjacencyMap,
  getAdjacencyMap,
  getPathsFromEvents,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type StatePath,
} from '@xstate/graph'
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  getInitialSnapshot,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'
import { transitionKey } from '../../src/devtools/transitionKey'

export interface MachinePathSpec<TMachine extends AnyStateMachine> {
  name: string
  machine: TMachine
  input?: InputFrom<TMachine>
  /**
   * For a machine that reads the time from an injected clock: its input around that clock's `now`.
   * The clock stands still but when a path's delayed event fires, which moves it on by that delay,
   * in the traversal as in the replay; so the paths are those on which every timer fires on time.
   */
  inputWithClock?: (now: () => number) => InputFrom<TMachine>
  /**
   * Further inputs the machine is traversed from, by name, each around the clock's `now` as above: for
   * a machine whose input decides which transitions can fire at all (a page opened without its link's
   * token). Their paths carry the name, in their titles too.
   */
  otherInputs?: Readonly<Record<string, (now: () => number) => InputFrom<TMachine>>>
  /** The events the traversal tries, with their payloads (done/error events carry `output`/`error`). */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly AnyEventObject[]
  /** Leaves out events that cannot happen in a state although it listens for them. */
  canOccur?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean
  /** Collapses context that would otherwise grow without end, so the traversal stops. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string
  /** Injected actors replaced by hand-settled stand-ins. */
  promiseActors?: readonly string[]
  callbackActors?: readonly string[]
  /** Event types that a callback actor sends back: type → the actor's id. */
  sentBackBy?: Readonly<Record<string, string>>
  /** System ids the machine talks to (recorded, not real). */
  peers?: readonly string[]
  /** Event sequences from the initial state for self-transitions, which graph paths never take. */
  eventSequences?: ReadonlyArray<readonly EventFromLogic<TMachine>[]>
  /** Implementations kept out of the replay, e.g. a logger that would only add noise. */
  actions?: Record<string, () => void>
  /** Simple paths grow fast; machines with many states may use shortest paths only. */
  simplePaths?: boolean
}

export type MachinePath<TMachine extends AnyStateMachine = AnyStateMachine> = StatePath<SnapshotFrom<TMachine>, AnyEventObject> & {
  /** The name of the other input (`otherInputs`) the path starts from; none for the spec's own input. */
  inputName?: string
}

/** What a path's machine starts with, around a clock's `now`: the spec's own input, or the other input named. */
export function inputFor<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  inputName?: string,
): (now: () => number) => InputFrom<TMachine> | undefined {
  if (inputName === undefined) return spec.inputWithClock ?? (() => spec.input)
  const input = spec.otherInputs?.[inputName]
  if (!input) throw new Error(`The spec ${spec.name} has no input named '${inputName}'`)
  return input
}

/**
 * The paths a machine's path tests replay, each once: from the spec's input and each of its other
 * inputs, the shortest and (unless the spec says not) simple paths, one more for each transition none
 * of them takes, and the spec's own event sequences.
 */
export function generatePaths<TMachine extends AnyStateMachine>(spec: MachinePathSpec<TMachine>): MachinePath<TMachine>[] {
  const generated = [
    ...pathsFrom(spec, inputFor(spec)),
    ...Object.keys(spec.otherInputs ?? {}).flatMap((inputName) =>
      pathsFrom(spec, inputFor(spec, inputName)).map((path) => ({ ...path, inputName })),
    ),
  ]
  const unique = new Map(generated.map((path) => [describePath(path), path]))
  return [...unique.values()]
}

function pathsFrom<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  inputAt: (now: () => number) => InputFrom<TMachine> | undefined,
): MachinePath<TMachine>[] {
  const { machine, input } = onTraversalClock(spec.machine, inputAt)
  const options = {
    input,
    events: (snapshot: SnapshotFrom<TMachine>) =>
      eventsFor(snapshot, spec.events(snapshot)).filter((event) => spec.canOccur?.(snapshot, event) ?? true),
    ...(spec.serializeState && { serializeState: spec.serializeState }),
  }
  const shortestPaths = getShortestPaths(machine, options as never) as StatePath<AnyMachineSnapshot, AnyEventObject>[]
  return [
    ...shortestPaths,
    ...(spec.simplePaths === false ? [] : getSimplePaths(machine, options as never)),
    ...pathsForUntakenTransitions(
      machine,
      getAdjacencyMap(machine, options as never),
      shortestPaths,
      spec.serializeState ?? serializeSnapshot,
    ),
    ...(spec.eventSequences ?? []).flatMap((events) =>
      getPathsFromEvents(machine, events as never, { fromState: initialSnapshot(machine, input) } as never),
    ),
  ] as MachinePath<TMachine>[]
}

/**
 * The spec's machine as the traversal runs it, with the input `inputAt` gives. Every snapshot reached has a time: that
 * of the snapshot it came from, moved on by the delay if a delayed event led there; the clock the
 * input reads is set to it whenever the traversal works on that snapshot.
 */
function onTraversalClock<TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputAt: (now: () => number) => InputFrom<TMachine> | undefined,
) {
  let time = 0
  const timeOf = new WeakMap<AnyMachineSnapshot, number>()
  const input = inputAt(() => time)
  const stamped = (snapshot: AnyMachineSnapshot) => {
    timeOf.set(snapshot, time)
    return snapshot
  }
  const setClock = (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
    time = timeOf.get(snapshot) ?? 0
    time += delayedBy(machine, snapshot, event)
  }
  const timed: Pick<AnyStateMachine, 'getInitialSnapshot' | 'transition' | 'getTransitionData'> = {
    getInitialSnapshot: (actorScope, initialInput) => {
      time = 0
      return stamped(machine.getInitialSnapshot(actorScope, initialInput))
    },
    transition: (snapshot, event, actorScope) => {
      setClock(snapshot, event)
      return stamped(machine.transition(snapshot, event, actorScope))
    },
    getTransitionData: (snapshot, event) => {
      setClock(snapshot, event)
      return machine.getTransitionData(snapshot, event)
    },
  }
  return { machine: Object.assign(Object.create(machine) as TMachine, timed), input }
}

/**
 * Paths for the transitions no shortest path takes: for each, the shortest path to a state where it
 * fires plus the event that fires it. Simple and shortest paths never return to a state they have
 * seen, so without these an edge back to an earlier state (a toast leaving for 'idle', a retry after
 * an error) or a self-transition would never be replayed.
 */
function pathsForUntakenTransitions(
  machine: AnyStateMachine,
  adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject>,
  shortestPaths: StatePath<AnyMachineSnapshot, AnyEventObject>[],
  serialize: (snapshot: never) => string,
): StatePath<AnyMachineSnapshot, AnyEventObject>[] {
  const fired = (from: AnyMachineSnapshot, event: AnyEventObject) => machine.getTransitionData(from, event).map(transitionKey)
  const taken = new Set(
    shortestPaths.flatMap((path) => path.steps.slice(1).flatMap((step, index) => fired(path.steps[index]!.state, step.event))),
  )
  const pathTo = new Map(shortestPaths.map((path) => [serialize(path.state as never), path]))
  const added: StatePath<AnyMachineSnapshot, AnyEventObject>[] = []
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = pathTo.get(source)
    if (!head) continue
    for (const { event, state } of Object.values(transitions) as { event: AnyEventObject; state: AnyMachineSnapshot }[]) {
      const untaken = fired(head.state, event).filter((key) => !taken.has(key))
      if (untaken.length === 0) continue
      untaken.forEach((key) => taken.add(key))
      added.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 })
    }
  }
  return added
}

/**
 * Every event the state listens for: the spec's payload versions where it has them, else bare `{ type }`.
 * A machine in a final state has stopped and takes none, although its root may still list some.
 */
function eventsFor(snapshot: AnyMachineSnapshot, withPayloads: readonly AnyEventObject[]): AnyEventObject[] {
  if (snapshot.status !== 'active') return []
  return __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    const matching = withPayloads.filter((event) => event.type === type)
    return matching.length > 0 ? matching : [{ type }]
  })
}

type DelayFunction = (args: { context: unknown; event: AnyEventObject }) => number

const initialSnapshot = getInitialSnapshot as (machine: AnyStateMachine, input?: unknown) => AnyMachineSnapshot

/** How far a delayed event moves the clock on: its delay as the snapshot waiting for it computes it; zero for other events. */
export function delayedBy(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: AnyEventObject): number {
  const [prefix, kind, name] = event.type.split('.')
  if (prefix !== 'xstate' || kind !== 'after') return 0
  const delay: unknown = machine.implementations.delays[name!] ?? Number(name)
  return typeof delay === 'function' ? (delay as DelayFunction)({ context: snapshot.context, event }) : Number(delay)
}

/** A path's name: the other input it starts from, if any, and its events in order, as the path tests are titled. */
export function describePath(path: MachinePath): string {
  const from = path.inputName === undefined ? '' : `[${path.inputName}] `
  return (
    from +
    (path.steps
      .map(({ event }) => event)
      .filter((event) => event.type !== 'xstate.init')
      .map(describeEvent)
      .join(' → ') || '(initial state)')
  )
}

function describeEvent({ type, ...payload }: AnyEventObject): string {
  const details = Object.keys(payload).length > 0 ? `(${JSON.stringify(payload).slice(0, 60)})` : ''
  return `${shortEventType(type)}${details}`
}

/** An event type without XState's prefixes: `after:toastDuration`, `done:validateSession`, `error:subscribe`. */
export function shortEventType(type: string): string {
  const [prefix, kind, ...rest] = type.split('.')
  if (prefix !== 'xstate') return type
  return kind === 'after' ? `after:${rest[0]}` : `${kind}:${rest.slice(1).join('.')}`
}
