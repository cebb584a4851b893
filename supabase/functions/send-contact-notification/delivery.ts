import type { ContactMessage } from '../_shared/contract/contactForm.ts'
import { deliverDue, deliverOne, type ClaimedMail, type MailKind, type RetrySummary } from '../_shared/mailDelivery.ts'

/** A stored message claimed for one attempt at its notification. */
export interface ClaimedNotification extends ContactMessage, ClaimedMail {}

/** How notifications are claimed, sent and their outcomes recorded. */
export interface NotificationSteps {
  /** Claims up to `count` due notifications, or only that of `messageId`; see claim_contact_notifications. */
  claim(count: number, messageId?: string): Promise<ClaimedNotification[]>
  /** Sends the notification e-mail; throws when it cannot. */
  notify(message: ContactMessage, id: string): Promise<void>
  /** Records the outcome, null for sent; false when the claim no longer held. */
  finish(claimed: ClaimedNotification, failure: string | null): Promise<boolean>
}

function notifications(steps: NotificationSteps): MailKind<ClaimedNotification> {
  return {
    steps: { claim: steps.claim, send: (claimed) => steps.notify(claimed, claimed.id), finish: steps.finish },
    label: 'Contact message',
  }
}

/** The first send of a new message's notification, after the visitor has had the answer; never rejects. */
export function deliverNotification(steps: NotificationSteps, id: string): Promise<void> {
  return deliverOne(notifications(steps), id)
}

/** One retry run over the due notifications. */
export function deliverDueNotifications(steps: NotificationSteps): Promise<RetrySummary> {
  return deliverDue(notifications(steps))
}
