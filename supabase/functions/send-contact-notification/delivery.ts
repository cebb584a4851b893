import type { ContactMessage } from '../_shared/contact.ts'
import { NOTIFICATION_DEADLINE_MS } from './limits.ts'

/** How the notification of a stored message is sent and its outcome recorded. */
export interface NotificationSteps {
  /** Sends the notification e-mail; throws when it cannot. */
  notify(message: ContactMessage, id: string): Promise<void>
  markNotified(id: string): Promise<void>
  markNotificationFailed(id: string, error: string): Promise<void>
}

/** `work`, or a rejection once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The notification was not sent within ${ms / 1000} s`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Sends the notification of stored message `id` and records how it went: `sent`, or `failed` with the
 * error, for another attempt. It runs after the visitor has had the answer, so it never rejects, and
 * it ends within {@link NOTIFICATION_DEADLINE_MS} however the mail server behaves.
 */
export async function deliverNotification(steps: NotificationSteps, message: ContactMessage, id: string): Promise<void> {
  let failure: string | null = null
  try {
    await withDeadline(steps.notify(message, id), NOTIFICATION_DEADLINE_MS)
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  try {
    if (failure === null) await steps.markNotified(id)
    else await steps.markNotificationFailed(id, failure)
  } catch (error) {
    console.error(`Contact message ${id}: the notification's outcome (${failure ?? 'sent'}) could not be recorded`, error)
  }
}
