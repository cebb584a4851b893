import { NOTIFICATION_DEADLINE_MS } from './limits.ts'

/**
 * How often a notification is tried in all. After the last failed attempt the message stays `failed`
 * for a person to look at (supabase/README.md has the query).
 */
export const MAX_NOTIFICATION_ATTEMPTS = 10

/**
 * How long a sender holds a message it has claimed, in seconds: four times the longest a notification
 * may take, so nobody else takes the message while it is being sent, yet one whose sender was
 * stopped midway is tried again soon.
 */
export const CLAIM_LEASE_SECONDS = (4 * NOTIFICATION_DEADLINE_MS) / 1000

/** The most messages one retry run sends, side by side, so a run ends within one notification's deadline. */
export const RETRY_BATCH_SIZE = 10

const FIRST_RETRY_DELAY_SECONDS = 60
const LONGEST_RETRY_DELAY_SECONDS = 6 * 60 * 60

/**
 * Seconds to wait after failed attempt number `attempt` (1 for the first send): 1, 2, 4, 8 … minutes,
 * never more than 6 hours.
 */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** (Math.max(attempt, 1) - 1), LONGEST_RETRY_DELAY_SECONDS)
}
