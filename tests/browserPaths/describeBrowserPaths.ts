import type { AnyStateMachine } from 'xstate'
import { unexplained } from '../../tools/browserPaths/browserCoverage'
import { toScenario } from '../../tools/machinesReport/scenarios'
import { writePathResult, writePlan } from '../../tools/browserPaths/results'
import { type PathStep, selectBrowserPaths } from '../../tools/browserPaths/selection'
import { describePath, type MachinePath, shortEventType } from '../../tools/machinePaths/pathGeneration'
import { replayPaths } from '../../tools/machinePaths/replay'
import { expect, test } from '../e2e/support/fixtures'
import type { BrowserModel } from './model'
import { runBrowserPath } from './runPath'

/**
 * The browser paths of one machine: a first test checks that the chosen paths reach every state and
 * transition a person can cause, and that everything else is listed with a reason (so a new
 * transition cannot ship without its browser path); then one test per path.
 */
export function describeBrowserPaths<TMachine extends AnyStateMachine>(model: BrowserModel<TMachine>) {
  const { spec } = model
  const notCausable = model.notCausable ?? {}
  const causable = (step: PathStep) =>
    model.events[shortEventType(step.event.type)] !== undefined &&
    step.transitions.every((key) => !(key in notCausable)) &&
    (model.canCause?.(step.from, step.event) ?? true)
  const isPerson = (step: PathStep) => 'person' in model.events[shortEventType(step.event.type)]!
  // A page opened with an input a person can give; a flow that starts on first use takes no answer
  // after the page opens until a person's step.
  const takeable = (path: MachinePath<TMachine>, steps: readonly PathStep[]) =>
    (path.inputName === undefined || (model.opensWith ?? []).includes(path.inputName)) &&
    (!model.startsOnFirstUse || steps.length === 0 || steps.some(isPerson))
  const paths = selectBrowserPaths(spec, causable, takeable)

  test.describe(`${spec.name} in the browser`, () => {
    test('every state and transition has a browser path or a reason why a person cannot cause it', async () => {
      writePlan({ machine: spec.name, paths: paths.map(describePath), notCausable, passing: model.passing ?? {} })
      const predicted = (await replayPaths(spec, paths)).summary()
      const { missedStates, missedTransitions } = predicted
      expect(unexplained(predicted, notCausable), 'map the events of these, or list why no person can cause them').toEqual([])
      expect(
        Object.keys(notCausable).filter((item) => !missedStates.includes(item) && !missedTransitions.includes(item)),
        'listed as not causable, yet a path reaches it or the machine has no such state or transition',
      ).toEqual([])
    })

    for (const path of paths)
      test(describePath(path), async ({ page, browserProblems }, testInfo) => {
        const trace = await runBrowserPath(model, page, path, {
          runId: `${spec.name}-${testInfo.testId}-${Date.now()}`.toLowerCase(),
          allow: browserProblems.allow,
        })
        // Only a path that passes counts for the coverage; the fixture's own check comes after the body.
        expect(browserProblems.unallowed()).toEqual([])
        writePathResult({ machine: spec.name, path: describePath(path), scenario: toScenario(path), trace })
      })
  })
}
