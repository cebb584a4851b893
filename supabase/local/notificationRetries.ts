import { SERVICE_ROLE_KEY } from './keys'

/** The contact function's retry run, which Supabase Cron calls on hosted Supabase (supabase/README.md). */
const RETRY_PATH = '/functions/v1/send-contact-notification/retry'

export interface NotificationRetries {
  /** Stops the timer, and abandons a run under way (the function finishes it, or its claims run out). */
  stop(): Promise<void>
}

/**
 * Calls the contact function's retry run every `intervalMs`, through the stack's own API and with the
 * service-role key, as the hosted schedule does; a run that is still going delays the next one.
 */
export function scheduleNotificationRetries(apiUrl: string, intervalMs: number, quiet: boolean): NotificationRetries {
  const aborter = new AbortController()
  let running: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  async function run(): Promise<void> {
    try {
      const response = await fetch(`${apiUrl}${RETRY_PATH}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        signal: aborter.signal,
      })
      const answer = await response.text()
      if (!response.ok && !quiet) console.error(`The notification retry run answered ${response.status}: ${answer}`)
    } catch (error) {
      if (!aborter.signal.aborted && !quiet) console.error('The notification retry run failed', error)
    }
  }

  function next(): void {
    timer = setTimeout(() => {
      running = run().then(() => {
        if (!aborter.signal.aborted) next()
      })
    }, intervalMs)
    timer.unref()
  }

  next()
  return {
    async stop() {
      clearTimeout(timer)
      aborter.abort()
      await running
    },
  }
}
