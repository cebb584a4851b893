import { CLAIM_LEASE_SECONDS, MAX_MAIL_ATTEMPTS, retryDelaySeconds } from '../_shared/mailRetries.ts'
import type { ClaimedMail } from '../_shared/mailDelivery.ts'
import { createRpc } from '../_shared/rpc.ts'

/** A sign-up claimed for one attempt at its confirmation mail, with the tokens for the mail's links. */
export interface ClaimedConfirmation extends ClaimedMail {
  email: string
  confirm_token: string
  leave_token: string
}

/**
 * newsletter_subscriptions through its database functions (claim_newsletter_confirmations,
 * finish_newsletter_confirmation, leave_newsletter), reached over the Data API with the service role.
 */
export function createSubscriptionStore(supabaseUrl: string, serviceRoleKey: string) {
  const call = createRpc(supabaseUrl, serviceRoleKey)
  return {
    /** Claims up to `count` sign-ups whose confirmation mail is due. */
    async claim(count: number): Promise<ClaimedConfirmation[]> {
      const claimed = await call('claim_newsletter_confirmations', {
        max_rows: count,
        max_attempts: MAX_MAIL_ATTEMPTS,
        lease_seconds: CLAIM_LEASE_SECONDS,
      })
      if (!Array.isArray(claimed)) throw new Error(`claim_newsletter_confirmations: unexpected answer ${JSON.stringify(claimed)}`)
      return claimed as ClaimedConfirmation[]
    },
    /** Records the claimed attempt's outcome; false when the claim no longer held. */
    async finish(claimed: ClaimedConfirmation, failure: string | null): Promise<boolean> {
      const recorded = await call('finish_newsletter_confirmation', {
        subscription_id: claimed.id,
        claim: claimed.claim,
        failure,
        retry_after_seconds: retryDelaySeconds(claimed.attempt),
      })
      return recorded === true
    },
    /** Removes the sign-up of a leave token; whether there was one. */
    async leave(token: string): Promise<boolean> {
      return (await call('leave_newsletter', { token })) === true
    },
  }
}
