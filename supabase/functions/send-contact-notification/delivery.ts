import type { ContactMessage } from '../_shared/contact.ts'
import { NOTIFICATION_DEADLINE_MS } from './limits.ts'
import { RETRY_BATCH_SIZE } from './retries.ts'

/** A stored message claimed for one attempt at its notification: only the holder of `claim` records how it went. */
export interface ClaimedNotification extends ContactMessage {
  id: string
  claim: string
  /** Which attempt this is, 1 for the first send. */
  attempt: number
}

/** How notifications are claimed, sent and their outcomes recorded. */
export interface NotificationSteps {
  /** Claims up to `count` due notifications, or only that of `messageId`; see claim_contact_notifications. */
  claim(count: number, messageId?: string): Promise<ClaimedNotification[]>
  /** Sends the notification e-mail; throws when it cannot. */
  notify(message: ContactMessage, id: string): Promise<void>
  /** Records the outcome, null for sent; false when the claim no longer held. */
  finish(claimed: ClaimedNotification, failure: string | null): Promise<boolean>
}

/** What one retry run did. */
export interface RetrySummary {
  claimed: number
  sent: number
  failed: number
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
 * Sends the notification of a claimed message and records how it went: `sent`, or `failed` with the
 * error, for another attempt after the back-off. It never rejects, and it ends within
 * {@link NOTIFICATION_DEADLINE_MS} however the mail server behaves. Whether it was sent.
 */
async function deliverClaimed(steps: NotificationSteps, claimed: ClaimedNotification): Promise<boolean> {
  let failure: string | null = null
  try {
    await withDeadline(steps.notify(claimed, claimed.id), NOTIFICATION_DEADLINE_MS)
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  try {
    if (!(await steps.finish(claimed, failure)))
      console.error(`Contact message ${claimed.id}: another sender claimed it meanwhile, so this attempt was not recorded`)
  } catch (error) {
    console.error(`Contact message ${claimed.id}: the notification's outcome (${failure ?? 'sent'}) could not be recorded`, error)
  }
  return failure === null
}

/**
 * The first send of a new message's notification, after the visitor has had the answer. It claims the
 * message first, like a retry run, so the two never send it at the same time. It never rejects: a
 * message it could not claim stays due, for the next retry run.
 */
export async function deliverNotification(steps: NotificationSteps, id: string): Promise<void> {
  try {
    for (const claimed of await steps.claim(1, id)) await deliverClaimed(steps, claimed)
  } catch (error) {
    console.error(`Contact message ${id}: its notification could not be claimed; a retry run will send it`, error)
  }
}

/** One retry run: claims up to {@link RETRY_BATCH_SIZE} due notifications and sends them side by side. */
export async function deliverDueNotifications(steps: NotificationSteps): Promise<RetrySummary> {
  const claimed = await steps.claim(RETRY_BATCH_SIZE)
  const outcomes = await Promise.all(claimed.map((one) => deliverClaimed(steps, one)))
  const sent = outcomes.filter(Boolean).length
  return { claimed: claimed.length, sent, failed: claimed.length - sent }
}
