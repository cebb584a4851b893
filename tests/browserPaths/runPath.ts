import type { Page } from '@playwright/test'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate'
import { MACHINE_TRACE_GLOBAL, type MachineTraceEntry } from '../../src/devtools/machineTrace'
import { type MachinePath, shortEventType } from '../../tools/machinePaths/pathGeneration'
import { type PathStep, statesOf, walkPath } from '../../tools/browserPaths/selection'
import { expect } from '../e2e/support/fixtures'
import type { BrowserModel, HeldAnswer, StepContext } from './model'

/**
 * Takes one path through the real site as a person would: opens the machine's page, then for each
 * step does what the person does, with the answers of the steps that follow it arranged first, or
 * lets a held answer go; after every step the page must show the predicted state. At the end the
 * machine's own trace must hold the path's transitions in order. Returns that trace.
 */
export async function runBrowserPath<TMachine extends AnyStateMachine>(
  model: BrowserModel<TMachine>,
  page: Page,
  path: MachinePath<TMachine>,
  { runId, allow }: Pick<StepContext, 'runId' | 'allow'>,
): Promise<MachineTraceEntry[]> {
  const { machine } = model.spec
  const trace: MachineTraceEntry[] = []
  await page.exposeBinding(MACHINE_TRACE_GLOBAL, (_source, entry: MachineTraceEntry) => {
    if (entry.machine === machine.id) trace.push(entry)
  })
  const { eventFor } = model
  const ownPath = eventFor ? { ...path, steps: path.steps.map((step) => ({ ...step, event: eventFor(step.event, runId) })) } : path
  const { start, steps } = walkPath(model.spec, ownPath, model.inputFor?.(runId))
  const held = new Map<number, HeldAnswer>()
  const machineRuns = () => expect.poll(() => trace.length, { message: `${machine.id} runs in the page` }).toBeGreaterThan(0)
  const context = (from: AnyMachineSnapshot, delay = 0): StepContext => ({ page, from, runId, allow, machineRuns, delay })
  const arrangeAnswers = async (first: number) => {
    for (let index = first; index < steps.length; index += 1) {
      const step = steps[index]!
      const mapping = model.events[shortEventType(step.event.type)]!
      if (!('answer' in mapping)) return
      const answer = await mapping.answer(context(step.from), step.event)
      if (answer) held.set(index, answer)
    }
  }

  await arrangeAnswers(0)
  await model.open(context(start), path.inputName)
  await expectView(model, page, start)
  for (const [index, step] of steps.entries()) {
    const mapping = model.events[shortEventType(step.event.type)]!
    if ('person' in mapping) {
      await arrangeAnswers(index + 1)
      await mapping.person(context(step.from, step.delay), step.event)
    } else await held.get(index)?.release()
    await expectView(model, page, step.to, step.event)
  }
  const taken = () => trace.flatMap((entry) => entry.transitions)
  await expect
    .poll(() => ({ missing: missingTransitions(steps, taken()), taken: taken() }), {
      message: "the machine takes the path's transitions in order (a build without VITE_MACHINE_TRACE=1 records none)",
    })
    .toMatchObject({ missing: [] })
  return trace
}

/** The page shows every state the snapshot is in that has a view; an atomic state without one fails. */
async function expectView<TMachine extends AnyStateMachine>(
  model: BrowserModel<TMachine>,
  page: Page,
  state: AnyMachineSnapshot,
  event?: AnyEventObject,
) {
  const { machine } = model.spec
  for (const id of statesOf(machine, state).slice(1)) {
    if (model.passing?.[id]) continue
    const view = model.views[id]
    if (view) await view(page, state as SnapshotFrom<TMachine>, event)
    else if (machine.getStateNodeById(id).type === 'atomic') throw new Error(`No view for state ${id}: say what the page shows there`)
  }
}

/** The path's transitions the trace does not hold in the path's order (others may come between). */
function missingTransitions(steps: readonly PathStep[], taken: readonly string[]): string[] {
  let at = 0
  const expected = steps.flatMap((step) => step.transitions)
  for (const [index, key] of expected.entries()) {
    at = taken.indexOf(key, at)
    if (at < 0) return expected.slice(index)
    at += 1
  }
  return []
}
