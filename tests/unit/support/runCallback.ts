import { type AnyActorRef, type AnyEventObject, assign, type CallbackActorLogic, createActor, type EventObject, setup } from 'xstate'

/**
 * Runs a callback actor as a machine's child, the way the machines invoke it: what it sends back is
 * recorded, `send` gives it an event, and `stop` stops the parent (and so the child).
 */
export function runCallback<TReceived extends EventObject>(logic: CallbackActorLogic<TReceived, void>) {
  const parent = createActor(
    setup({
      types: { context: {} as { received: AnyEventObject[] } },
      actors: { subject: logic },
    }).createMachine({
      context: { received: [] },
      invoke: { id: 'subject', src: 'subject' },
      on: { '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) } },
    }),
  ).start()
  const child = () => parent.getSnapshot().children.subject as AnyActorRef
  return {
    received: () => parent.getSnapshot().context.received,
    /** 'active' while the child runs without having failed. */
    status: () => parent.getSnapshot().status,
    send: (event: TReceived) => child().send(event),
    stop: () => parent.stop(),
  }
}
