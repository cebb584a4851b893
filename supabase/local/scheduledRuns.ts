import { SERVICE_ROLE_KEY } from './keys'

/** The contact function's retry run, which Supabase Cron calls on hosted Supabase (supabase/README.md). */
export const NOTIFICATION_RETRY_PATH = '/functions/v1/send-contact-notification/retry'
/** The newsletter function's run that sends due confirmation mails, which Supabase Cron calls on hosted Supabase. */
export const NEWSLETTER_CONFIRMATIONS_PATH = '/functions/v1/newsletter/send-confirmations'
/** The database jobs that delete what is kept no longer (contact messages, unconfirmed sign-ups), which Supabase Cron runs on hosted Supabase. */
export const RETENTION_PATHS = ['/rest/v1/rpc/delete_expired_contact_messages', '/rest/v1/rpc/delete_expired_newsletter_signups'] as const

export interface ScheduledRun {
  /** Stops the timer, and abandons a run under way (the server finishes it on its own). */
  stop(): Promise<void>
}

/**
 * POSTs to `path` of the stack's own API every `intervalMs`, with the service-role key, as the hosted
 * schedule does; a run that is still going delays the next one.
 */
export function scheduleServiceRun(apiUrl: string, path: string, intervalMs: number, quiet: boolean): ScheduledRun {
  const aborter = new AbortController()
  let running: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined

  async function run(): Promise<void> {
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        // An empty JSON object: the database function takes no arguments, the retry run reads no body.
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
        body: '{}',
        signal: aborter.signal,
      })
      const answer = await response.text()
      if (!response.ok && !quiet) console.error(`The scheduled run ${path} answered ${response.status}: ${answer}`)
    } catch (error) {
      if (!aborter.signal.aborted && !quiet) console.error(`The scheduled run ${path} failed`, error)
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
