import { type AnyActorRef, type AnyEventObject, fromCallback, fromPromise } from 'xstate'
import { deferred } from './machineSystem'

const FAIL = 'test.fail'

/**
 * Stand-ins for a machine's injected actors that a path replay settles by hand: each promise actor
 * waits until the path's done or error event for its id, and each callback actor hands over the
 * `sendBack` it was given, so events reach the machine the way production sends them.
 */
export class TestActors {
  private readonly pending = new Map<string, ReturnType<typeof deferred<unknown>>>()
  private readonly callbacks = new Map<string, { sendBack: (event: AnyEventObject) => void; self: AnyActorRef }>()

  promise() {
    return fromPromise<unknown, unknown>(({ self }) => {
      const settle = deferred<unknown>()
      this.pending.set(self.id, settle)
      return settle.promise
    })
  }

  callback() {
    return fromCallback<AnyEventObject, unknown>(({ self, sendBack, receive }) => {
      this.callbacks.set(self.id, { sendBack, self })
      receive((event) => {
        if (event.type === FAIL) throw event.error
      })
    })
  }

  resolve(actorId: string, output: unknown) {
    this.settlerOf(actorId).resolve(output)
  }

  /** Fails a promise actor by rejecting it, a callback actor by throwing from its event handler. */
  fail(actorId: string, error: unknown) {
    if (this.callbacks.has(actorId)) this.callbackOf(actorId).self.send({ type: FAIL, error })
    else this.settlerOf(actorId).reject(error)
  }

  sendBack(actorId: string, event: AnyEventObject) {
    this.callbackOf(actorId).sendBack(event)
  }

  private callbackOf(actorId: string) {
    const callback = this.callbacks.get(actorId)
    if (!callback) throw new Error(`No callback actor '${actorId}' is running`)
    return callback
  }

  private settlerOf(actorId: string) {
    const settle = this.pending.get(actorId)
    if (!settle) throw new Error(`No promise actor '${actorId}' is running`)
    this.pending.delete(actorId)
    return settle
  }
}
