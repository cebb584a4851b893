import { type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, SimulatedClock } from 'xstate'
import { flush, startInSystem } from './machineSystem'
import { MachineCoverage } from './coverage'
import { delayedBy, inputFor, type MachinePath, type MachinePathSpec } from './pathGeneration'
import { TestActors } from './testActors'
import { EffectsRecorder, type StepEffects } from './effects'

/**
 * The spec's machine running as the site runs it, with test actors (promises settled, callbacks
 * answered and timers moved the way production would), started with the spec's input or the other
 * input named; `perform` plays one event of a path. Every microstep and snapshot of the actor is
 * recorded in `coverage`.
 */
export function replayer<TMachine extends AnyStateMachine>(spec: MachinePathSpec<TMachine>, coverage: MachineCoverage, inputName?: string) {
  const testActors = new TestActors()
  const actors = Object.fromEntries([
    ...(spec.promiseActors ?? []).map((name) => [name, testActors.promise()]),
    ...(spec.callbackActors ?? []).map((name) => [name, testActors.callback()]),
  ])
  const logic = spec.machine.provide({ actors, actions: spec.actions ?? {} } as never) as TMachine
  const clock = new SimulatedClock()
  const effects = new EffectsRecorder('subject')
  const { actor: subject } = startInSystem(logic, {
    clock,
    input: inputFor(spec, inputName)(() => clock.now()),
    peers: spec.peers ?? [],
    inspect: (event) => {
      effects.inspect(event)
      if (event.type !== '@xstate.microstep' || (event.actorRef as AnyActorRef).id !== 'subject') return
      coverage.recordTransitions(event._transitions)
      coverage.recordSnapshot(event.snapshot as AnyMachineSnapshot)
    },
  })
  const actor = subject as AnyActorRef
  coverage.recordSnapshot(actor.getSnapshot())

  /** Plays one event of a path and returns what it did; the path's first step returns the start's effects. */
  async function perform(event: AnyEventObject): Promise<StepEffects> {
    if (event.type === 'xstate.init') return effects.take()
    if (event.type.startsWith('xstate.after.')) clock.increment(delayedBy(logic, actor.getSnapshot(), event))
    else if (event.type.startsWith('xstate.done.actor.')) testActors.resolve(event.type.slice('xstate.done.actor.'.length), event.output)
    else if (event.type.startsWith('xstate.error.actor.')) testActors.fail(event.type.slice('xstate.error.actor.'.length), event.error)
    else if (spec.sentBackBy?.[event.type]) testActors.sendBack(spec.sentBackBy[event.type]!, event)
    else actor.send(event)
    await flush()
    coverage.recordSnapshot(actor.getSnapshot())
    return effects.take()
  }

  return { actor, perform }
}

/**
 * Replays every path, one actor each, and returns what they covered together, as the path tests
 * measure it. The paths run side by side: each has its own actors and clock, and coverage is a union.
 */
export async function replayPaths<TMachine extends AnyStateMachine>(
  spec: MachinePathSpec<TMachine>,
  paths: readonly MachinePath<TMachine>[],
): Promise<MachineCoverage> {
  const coverage = new MachineCoverage(spec.machine)
  await Promise.all(
    paths.map(async (path) => {
      const { perform } = replayer(spec, coverage, path.inputName)
      for (const step of path.steps) await perform(step.event)
    }),
  )
  return coverage
}
