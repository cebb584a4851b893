import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate'
import { formatCoverageTable, MachineCoverage } from '../../../tools/machinePaths/coverage'
import { describePath, generatePaths, type MachinePathSpec } from '../../../tools/machinePaths/pathGeneration'
import { replayer } from '../../../tools/machinePaths/replay'
import { EffectsTable } from '../../../tools/machinePaths/effectsTable'

/**
 * One test per generated path: the path's events are replayed against the real machine with test
 * actors; after every step the state reached must be the one the graph predicted, and what the step
 * did (its actions: actors started, toasts emitted, events sent) the machine's row in its effects table. A
 * last test prints the machine's coverage, measured from the actor's own microsteps, and fails below 100 %.
 */
export function describeMachinePaths<TMachine extends AnyStateMachine>(spec: MachinePathSpec<TMachine>) {
  const coverage = new MachineCoverage(spec.machine)
  const paths = generatePaths(spec)
  const table = new EffectsTable(spec.name)
  /** What makes two states the same: the spec's serialisation where context is collapsed, else the whole context. */
  const identity = (snapshot: AnyMachineSnapshot): unknown =>
    spec.serializeState ? spec.serializeState(snapshot as SnapshotFrom<TMachine>) : snapshot.context

  describe(`${spec.name} paths`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
      const { actor, perform } = replayer(spec, coverage, path.inputName)
      let before: AnyMachineSnapshot | null = null
      for (const step of path.steps) {
        const effects = await perform(step.event)
        expect(effects, `what ${step.event.type} did`).toEqual(table.expected(before, step.event, effects))
        const snapshot = actor.getSnapshot()
        before = snapshot
        expect(snapshot.status).toBe((step.state as AnyMachineSnapshot).status)
        expect(snapshot.value).toEqual((step.state as AnyMachineSnapshot).value)
        expect(identity(snapshot)).toEqual(identity(step.state))
      }
    })

    afterAll(() => {
      table.save()
      console.log(`\n${formatCoverageTable(spec.name, coverage.summary())}\n`)
    })

    it('covers every state and transition', () => {
      const summary = coverage.summary()
      expect({ states: summary.missedStates, transitions: summary.missedTransitions }).toEqual({ states: [], transitions: [] })
    })
  })
}
