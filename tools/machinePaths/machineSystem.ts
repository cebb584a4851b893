import {
  type ActorRefFrom,
  type AnyEventObject,
  type AnyStateMachine,
  type EventObject,
  createActor,
  createMachine,
  fromCallback,
  type InputFrom,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate'
import type { ToastRequest } from '../../machines/toastQueue.machine'

export interface MachineSystemOptions<TLogic extends AnyStateMachine> {
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
export function startInSystem<TLogic extends AnyStateMachine>(logic: TLogic, options: MachineSystemOptions<TLogic> = {}) {
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
