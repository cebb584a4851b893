import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import type { SubmissionTimes } from '../../../machines/contactForm.machine'
import type { ContactMessage } from '../../../supabase/functions/_shared/contract/contactForm'
import { IDEMPOTENCY_KEY_HEADER } from '../../../supabase/functions/_shared/contract/idempotencyKey'
import { CAPTCHA_TOKEN_HEADER } from '../../../supabase/functions/_shared/contract/captchaHeader'
import type { KeyValueStore } from '../../runtime/browserStorage'
import type { CaptchaToken } from '../shared/captcha/siteCaptcha'
import { unlessOffline } from '../shared/unlessOffline'

/** The server function that stores a contact message and notifies the site owner. */
export const CONTACT_FUNCTION = 'send-contact-notification'

/** How long a send may take before it counts as failed, so the read-only fields are never held forever. */
const SEND_TIMEOUT_MS = 30_000

export interface ContactFormDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'functions'>>
  storage: KeyValueStore
  clock: { now(): number }
  /** A new idempotency key (a UUID) for a message not sent before. */
  newIdempotencyKey: () => string
  isOnline: () => boolean
  sendTimeoutMs?: number
  /** The form's captcha, when the build has bot protection; its token goes in a header the function checks. */
  captcha?: CaptchaToken
}

/**
 * The contact form machine's effects: the time of this browser's last message in storage, and the
 * call to the contact function. A message goes with an idempotency key of its own, and a message sent
 * again unchanged after a failure goes under the same key: when only the answer was lost, the function
 * finds the message it stored and does not store it twice. Offline, nothing is sent. See
 * docs/decisions.md, 'The last contact submission' and 'The contact form'.
 */
export function createContactFormActors({
  getSupabase,
  storage,
  clock,
  newIdempotencyKey,
  isOnline,
  sendTimeoutMs = SEND_TIMEOUT_MS,
  captcha,
}: ContactFormDependencies) {
  /** The last message sent without a success answer, and its key. */
  let unanswered: { message: string; key: string } | null = null
  return {
    readSubmissionTimes: fromPromise<SubmissionTimes, void>(async () => {
      const now = clock.now()
      return { now, lastSubmittedAt: lastSubmission(storage, now) }
    }),
    sendContactMessage: fromPromise<void, ContactMessage>(async ({ input }) => {
      const message = JSON.stringify(input)
      if (unanswered?.message !== message) unanswered = { message, key: newIdempotencyKey() }
      const idempotencyKey = unanswered.key
      await unlessOffline(isOnline, async () => {
        const supabase = await getSupabase()
        const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey, ...(captcha ? { [CAPTCHA_TOKEN_HEADER]: await captcha() } : {}) }
        const { error, response } = await supabase.functions.invoke(CONTACT_FUNCTION, { body: input, headers, timeout: sendTimeoutMs })
        if (error) throw error instanceof Error ? error : new Error(String(error))
        if (response?.status !== 200) throw new Error(`The contact function answered ${response?.status ?? 'without a response'}`)
      })
      unanswered = null
    }),
    recordSubmission: fromPromise<void, { at: number }>(async ({ input }) => {
      try {
        storage.set(LAST_CONTACT_SUBMISSION_KEY, String(input.at))
      } catch {
        // A browser that cannot store simply does not hold the next message back.
      }
    }),
  }
}

/**
 * The stored time of the last message, or null when there is none or it cannot be read. A time
 * later than now (the clock was set back) counts as now, so the wait is never longer than the limit.
 */
function lastSubmission(storage: KeyValueStore, now: number): number | null {
  let raw: string | null
  try {
    raw = storage.get(LAST_CONTACT_SUBMISSION_KEY)
  } catch {
    return null
  }
  if (raw === null || !/^\d+$/.test(raw.trim())) return null
  const at = Number(raw)
  return Number.isSafeInteger(at) ? Math.min(at, now) : null
}
