import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import type { SubmissionTimes } from '../../../machines/contactForm.machine'
import type { ContactMessage } from '../../../supabase/functions/_shared/contactLimits'
import { CAPTCHA_TOKEN_HEADER } from '../../../supabase/functions/send-contact-notification/captcha'
import type { KeyValueStore } from '../browserStorage'
import type { CaptchaToken } from '../captcha/siteCaptcha'

/** The server function that stores a contact message and notifies the site owner. */
export const CONTACT_FUNCTION = 'send-contact-notification'

/** How long a send may take before it counts as failed, so the read-only fields are never held forever. */
const SEND_TIMEOUT_MS = 30_000

export interface ContactFormDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'functions'>>
  storage: KeyValueStore
  clock: { now(): number }
  sendTimeoutMs?: number
  /** The form's captcha, when the build has bot protection; its token goes in a header the function checks. */
  captcha?: CaptchaToken
}

/**
 * The contact form machine's effects: the time of this browser's last message in storage, and the
 * call to the contact function. See docs/decisions.md, 'The last contact submission'.
 */
export function createContactFormActors({
  getSupabase,
  storage,
  clock,
  sendTimeoutMs = SEND_TIMEOUT_MS,
  captcha,
}: ContactFormDependencies) {
  return {
    readSubmissionTimes: fromPromise<SubmissionTimes, void>(async () => {
      const now = clock.now()
      return { now, lastSubmittedAt: lastSubmission(storage, now) }
    }),
    sendContactMessage: fromPromise<void, ContactMessage>(async ({ input }) => {
      const supabase = await getSupabase()
      const headers = captcha ? { [CAPTCHA_TOKEN_HEADER]: await captcha() } : undefined
      const { error, response } = await supabase.functions.invoke(CONTACT_FUNCTION, {
        body: input,
        timeout: sendTimeoutMs,
        ...(headers ? { headers } : {}),
      })
      if (error) throw error instanceof Error ? error : new Error(String(error))
      if (response?.status !== 200) throw new Error(`The contact function answered ${response?.status ?? 'without a response'}`)
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
