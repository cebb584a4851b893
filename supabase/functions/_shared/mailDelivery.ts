import { MAIL_DEADLINE_MS } from './smtp.ts'

/** A stored row claimed for one attempt at its mail: only the holder of `claim` records how it went. */
export interface ClaimedMail {
  id: string
  claim: string
  /** Which attempt this is, 1 for the first send. */
  attempt: number
}

/** How due mails are claimed, sent and their outcomes recorded. */
export interface MailSteps<T extends ClaimedMail> {
  /** Claims up to `count` due mails, or only that of row `id`. */
  claim(count: number, id?: string): Promise<T[]>
  /** Sends the mail; throws when it cannot. */
  send(claimed: T): Promise<void>
  /** Records the outcome, null for sent; false when the claim no longer held. */
  finish(claimed: T, failure: string | null): Promise<boolean>
}

/** What one run over the due mails did. */
export interface RetrySummary {
  claimed: number
  sent: number
  failed: number
}

/** The most mails one run sends, side by side, so a run ends within one mail's deadline. */
export const RETRY_BATCH_SIZE = 10

/** `work`, or a rejection once `ms` have passed without it settling. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The mail was not sent within ${ms / 1000} s`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/** One kind of mail: its steps, and what the log calls its rows. */
export interface MailKind<T extends ClaimedMail> {
  steps: MailSteps<T>
  label: string
}

/**
 * Sends a claimed mail and records how it went: sent, or failed with the error, for another attempt
 * after the back-off. It never rejects, and it ends within the deadline however the mail server
 * behaves ({@link MAIL_DEADLINE_MS}). Whether it was sent.
 */
async function deliverClaimed<T extends ClaimedMail>({ steps, label }: MailKind<T>, claimed: T): Promise<boolean> {
  let failure: string | null = null
  try {
    await withDeadline(steps.send(claimed), MAIL_DEADLINE_MS)
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  try {
    if (!(await steps.finish(claimed, failure)))
      console.error(`${label} ${claimed.id}: another sender claimed it meanwhile, so this attempt was not recorded`)
  } catch (error) {
    console.error(`${label} ${claimed.id}: the outcome (${failure ?? 'sent'}) could not be recorded`, error)
  }
  return failure === null
}

/**
 * The first send of a new row's mail. It claims the row first, like a retry run, so the two never
 * send it at the same time. It never rejects: a row it could not claim stays due, for the next run.
 */
export async function deliverOne<T extends ClaimedMail>(kind: MailKind<T>, id: string): Promise<void> {
  try {
    for (const claimed of await kind.steps.claim(1, id)) await deliverClaimed(kind, claimed)
  } catch (error) {
    console.error(`${kind.label} ${id}: its mail could not be claimed; a retry run will send it`, error)
  }
}

/** One run: claims up to {@link RETRY_BATCH_SIZE} due mails and sends them side by side. */
export async function deliverDue<T extends ClaimedMail>(kind: MailKind<T>): Promise<RetrySummary> {
  const claimed = await kind.steps.claim(RETRY_BATCH_SIZE)
  const outcomes = await Promise.all(claimed.map((one) => deliverClaimed(kind, one)))
  const sent = outcomes.filter(Boolean).length
  return { claimed: claimed.length, sent, failed: claimed.length - sent }
}
