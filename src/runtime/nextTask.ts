/**
 * Resolves in a task of its own, after the current one: work started there lets the browser paint
 * what the current event changed first. A message, not a timer, so a paused test clock doesn't hold it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}
