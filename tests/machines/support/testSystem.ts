import {
  type ActorRefFrom,
  type AnyEventObject,
  type AnyStateMachine,
  type EventObject,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate'
import type { ToastRequest } from '../../../machines/toastQueue.machine'

export interface TestSystemOptions<TLogic extends AnyStateMachine> {
  input?: InputFrom<TLogic>
  /** System ids the subject talks to; each is a recorder of the events it receives. */
  peers?: readonly string[]
  inspect?: (event: InspectionEvent) => void
  /** The clock that drives every timer, for a subject that also reads the time from it; a new one if left out. */
  clock?: SimulatedClock
}

/**
 * Runs a machine in an actor system where its peers (auth, idle session) are registered by system
 * id. Here the peers record what they receive, `toasts()` lists the toasts it emitted, and a
 * simulated clock drives every timer.
 */
export function startInSystem<TLogic extends AnyStateMachine>(logic: TLogic, options: TestSystemOptions<TLogic> = {}) {
  const clock = options.clock ?? new SimulatedClock()
  const received = new Map<string, AnyEventObject[]>()
  const peers = (options.peers ?? []).map((id) => {
    const events: AnyEventObject[] = []
    received.set(id, events)
    return { id, systemId: id, src: fromCallback(({ receive }) => receive((event) => events.push(event))) }
  })
  const root = createMachine({ invoke: [...peers, { id: 'subject', src: logic, input: options.input }] })
  const system = createActor(root, { clock, inspect: options.inspect })
  system.start()
  const subject = system.getSnapshot().children.subject!
  const actor = subject as ActorRefFrom<TLogic>
  const sentTo = (peer: string) => received.get(peer) ?? []
  const shown: ToastRequest[] = []
  subject.on('*', (emitted: EventObject) => {
    if ('toast' in emitted && emitted.type === 'toast') shown.push(emitted.toast as ToastRequest)
  })
  const toasts = () => [...shown]
  return { actor, system, clock, sentTo, toasts }
}

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Lets pending promise callbacks run, so a settled actor's done or error event is processed. */
export function flush() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

/**
 * A promise actor that records each call's input and stays pending until the test settles it:
 * `settle()` resolves the last call, `settle(error)` rejects it, then lets the machine react;
 * `resolveWith(output)` resolves it with that output.
 */
export function pendingActor<TInput, TOutput = void>() {
  const calls: TInput[] = []
  const pending: ReturnType<typeof deferred<TOutput>>[] = []
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input)
    pending.push(deferred<TOutput>())
    return pending.at(-1)!.promise
  })
  const resolveWith = async (output: TOutput) => {
    pending.at(-1)!.resolve(output)
    await flush()
  }
  const settle = async (error?: unknown) => {
    if (error === undefined) pending.at(-1)!.resolve(undefined as TOutput)
    else pending.at(-1)!.reject(error)
    await flush()
  }
  return { logic, calls, settle, resolveWith }
}
