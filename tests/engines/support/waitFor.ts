/** How long a step waits for the page to get where the test expects, as Playwright's `expect` does. */
export const STEP_TIMEOUT_MS = 10_000

/**
 * Asks `probe` every 100 ms until it answers something other than undefined, and resolves with that.
 * A probe that throws (a page between two documents, a control not yet usable) is asked again; at the
 * timeout the step fails with `what`, the last answer seen and the last error.
 */
export async function waitFor<T>(
  what: string | (() => string),
  probe: () => Promise<T | undefined>,
  timeoutMs = STEP_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  for (;;) {
    try {
      const answer = await probe()
      if (answer !== undefined) return answer
      lastError = undefined
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : ''
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}${reason}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
