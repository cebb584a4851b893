import { MAIL_DEADLINE_MS } from './smtp.ts'

/**
 * How often a mail is tried in all. After the last failed attempt its row stays `failed` for a
 * person to look at (supabase/README.md has the queries).
 */
export const MAX_MAIL_ATTEMPTS = 10

/**
 * How long a sender holds a row it has claimed, in seconds: four times the longest a mail may take,
 * so nobody else takes the row while its mail is being sent, yet one whose sender was stopped
 * midway is tried again soon.
 */
export const CLAIM_LEASE_SECONDS = (4 * MAIL_DEADLINE_MS) / 1000

const FIRST_RETRY_DELAY_SECONDS = 60
const LONGEST_RETRY_DELAY_SECONDS = 6 * 60 * 60

/**
 * Seconds to wait after failed attempt number `attempt` (1 for the first send): 1, 2, 4, 8 … minutes,
 * never more than 6 hours.
 */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** (Math.max(attempt, 1) - 1), LONGEST_RETRY_DELAY_SECONDS)
}
