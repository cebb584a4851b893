import { fromPromise } from 'xstate'
import { deferred, flush } from '../../../tools/machinePaths/machineSystem'

// The system runner is shared with the path replay of `npm run machines:report`, so it lives with the tools.
export { deferred, flush, startInSystem } from '../../../tools/machinePaths/machineSystem'

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
