import { mailRequestMachine } from '../../../../machines/mailRequest.machine'
import { getSupabase } from '../../../backend/supabaseClient'
import { captchaWidget } from '../captcha/captchaWidget'
import { CAPTCHA_SLOTS, siteCaptcha } from '../captcha/siteCaptcha'
import { browserIsOnline, loadToastsAhead } from '../unlessOffline'
import type { FormFlow } from '../useFormFlow'
import { createMailRequestActors } from './mailRequestActors'

/** Which mail is asked for: a new password's link, or the sign-up's confirmation again. */
export type MailKind = 'recovery' | 'confirmation'

/**
 * A request for a mail with its real effects. This module loads on the form's first use, and
 * supabase-js starts loading with it, so it is ready by the time anything is sent.
 */
export function mailRequestFlow(kind: MailKind, email: string): FormFlow<typeof mailRequestMachine> {
  getSupabase().catch(() => undefined)
  loadToastsAhead()
  const captcha = siteCaptcha && captchaWidget(siteCaptcha, CAPTCHA_SLOTS[kind])
  const { sendRecoveryLink, sendConfirmationAgain } = createMailRequestActors({
    getSupabase,
    isOnline: browserIsOnline,
    origin: window.location.origin,
    ...(captcha ? { captcha } : {}),
  })
  return {
    logic: mailRequestMachine.provide({ actors: { sendMail: kind === 'recovery' ? sendRecoveryLink : sendConfirmationAgain } }),
    input: { now: Date.now, email, onTooSoon: kind === 'recovery' ? 'sent' : 'wait' },
  }
}
