/**
 * Loads `modules` in order with `load`, each in a task of its own, so starting a dozen fetches never
 * holds the main thread in one long task. Each turn is a message to itself, not a timer, which a
 * paused clock would hold. Every built page runs it inline (build/prerender/bootstrap.ts), as its
 * source text: it must use nothing but the browser's globals.
 */
export function importInTurn(modules: readonly string[], load: (module: string) => unknown): void {
  const channel = new MessageChannel()
  let next = 0
  channel.port1.onmessage = () => {
    load(modules[next++] ?? '')
    if (next < modules.length) channel.port2.postMessage(null)
    else channel.port1.close()
  }
  channel.port2.postMessage(null)
}
