import type { FormEvent } from 'react'
import type { AnyActorRef } from 'xstate'

/**
 * The two handlers every account form gives its `<form>`: the first focus loads its flow, and a
 * submit (made before the flow ran, too) waits for it and sends `form.submit`. A flow that could
 * not load is tried again on the next use.
 */
export function flowFormHandlers(activate: () => Promise<AnyActorRef>) {
  return {
    onFocus: () => void activate().catch(() => undefined),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      void activate().then(
        (running) => running.send({ type: 'form.submit' }),
        () => undefined,
      )
    },
  }
}
