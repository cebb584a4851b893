import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine, fromPromise } from 'xstate'
import { emptyInspection, EVENTS_KEPT, type Inspection, recordInspection } from '../../src/devtools/inspectorPage/inspection'
import { activeStatePaths, currentStatePaths } from '../../src/devtools/inspectorPage/stateValue'

/** Ends the sending of the running test's form. */
let finishSending: (answer: string) => void = () => {}

/** A form with a nested state and a promise actor, inspected as the site's actors are. */
const formMachine = createMachine({
  id: 'form',
  initial: 'ready',
  states: {
    ready: { initial: 'idle', states: { idle: {}, sent: {} }, on: { 'field.change': '.idle', 'form.submit': 'sending' } },
    sending: {
      invoke: { id: 'send', src: fromPromise(() => new Promise<string>((resolve) => (finishSending = resolve))), onDone: 'ready.sent' },
    },
  },
})

function inspectedForm() {
  let inspection: Inspection = emptyInspection
  const inspector = createInspector({ send: (event: StatelyInspectionEvent) => (inspection = recordInspection(inspection, event)) })
  const actor = createActor(formMachine, { inspect: inspector.inspect }).start()
  return { actor, inspection: () => inspection }
}

/** The inspector hands its events on when the browser is idle: a timer here. */
const deliver = () => vi.runAllTimersAsync()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the live inspection', () => {
  it('follows a machine: its state and its latest events with their payloads, newest first', async () => {
    const { actor, inspection } = inspectedForm()
    actor.send({ type: 'field.change', field: 'name', value: 'Kari' })
    await deliver()
    const [form] = inspection().actors.values()
    expect(form).toMatchObject({ name: 'form', machineId: 'form', value: { ready: 'idle' } })
    expect(form?.events.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'field.change', payload: { field: 'name', value: 'Kari' } },
      { type: 'xstate.init', payload: { input: undefined } },
    ])
  })

  it('lists a promise actor while it runs, and no longer once it is done', async () => {
    const { actor, inspection } = inspectedForm()
    actor.send({ type: 'form.submit' })
    await deliver()
    const running = [...inspection().actors.values()].map(({ name, machineId, value }) => ({ name, machineId, value }))
    expect(running).toEqual([
      { name: 'form', machineId: 'form', value: 'sending' },
      { name: 'send', machineId: undefined, value: undefined },
    ])
    finishSending('ok')
    await deliver()
    const [form, ...others] = inspection().actors.values()
    expect(form?.value).toEqual({ ready: 'sent' })
    expect(form?.events[0]).toMatchObject({ type: 'xstate.done.actor.send', payload: { output: 'ok' }, sender: 'send' })
    expect(others).toEqual([])
  })

  it('names the sender of a done event, also an actor that was done before the site reported it', async () => {
    let inspection: Inspection = emptyInspection
    const inspector = createInspector({ send: (event: StatelyInspectionEvent) => (inspection = recordInspection(inspection, event)) })
    const quick = createMachine({
      id: 'quick',
      initial: 'reading',
      states: { reading: { invoke: { id: 'read', src: fromPromise(async () => 1), onDone: 'read' } }, read: {} },
    })
    createActor(quick, { inspect: inspector.inspect }).start()
    await deliver()
    const [machine, ...others] = inspection.actors.values()
    expect(machine?.value).toBe('read')
    expect(machine?.events[0]).toMatchObject({ type: 'xstate.done.actor.read', sender: 'read' })
    expect(others).toEqual([])
  })

  it(`keeps an actor's latest ${EVENTS_KEPT} events`, async () => {
    const { actor, inspection } = inspectedForm()
    for (let index = 1; index <= EVENTS_KEPT + 2; index++) actor.send({ type: 'field.change', value: String(index) })
    await deliver()
    const [form] = inspection().actors.values()
    expect(form?.events.map((event) => event.payload.value)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3'])
  })

  it('drops a stopped actor', async () => {
    const { actor, inspection } = inspectedForm()
    await deliver()
    expect(inspection().actors.size).toBe(1)
    actor.stop()
    await deliver()
    expect(inspection().actors.size).toBe(0)
  })
})

describe('the states a state value lights', () => {
  it('names the current states and every state around them', () => {
    expect(currentStatePaths('idle')).toEqual(['idle'])
    expect(currentStatePaths({ submitting: { checking: 'clock' } })).toEqual(['submitting.checking.clock'])
    expect(currentStatePaths({ a: 'x', b: { c: 'y' } })).toEqual(['a.x', 'b.c.y'])
    expect(activeStatePaths({ a: 'x', b: { c: 'y' } })).toEqual(['a', 'a.x', 'b', 'b.c', 'b.c.y'])
    expect(activeStatePaths({})).toEqual([])
  })
})
