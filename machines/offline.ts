/**
 * What an effect rejects with when the browser is offline, so a flow can tell the visitor that rather
 * than report a failure: nothing was sent, and what was typed is still there to send once back online.
 */
export class OfflineError extends Error {
  readonly code = 'offline'

  constructor() {
    super('The browser is offline')
    this.name = 'OfflineError'
  }
}

export function isOffline(error: unknown): boolean {
  return error instanceof OfflineError
}
