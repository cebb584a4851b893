import { type EventObject, fromCallback, fromPromise } from 'xstate'

/**
 * Placeholders for the effects a machine needs (backend, storage, clock, browser APIs). The real
 * implementations are injected with `machine.provide({ actors })`; a missing one fails loudly.
 */
export function promisePort<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(notProvided(name)))
}

/** `TReceived`: the events the actor accepts from its parent. */
export function callbackPort<TReceived extends EventObject = EventObject, TInput = void>(name: string) {
  return fromCallback<TReceived, TInput>(() => {
    throw notProvided(name)
  })
}

function notProvided(name: string) {
  return new Error(`The actor '${name}' was not provided; pass it with machine.provide({ actors }).`)
}
