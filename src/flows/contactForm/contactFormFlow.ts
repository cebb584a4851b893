import { contactFormMachine } from '../../../machines/contactForm.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { localStore } from '../../runtime/browserStorage'
import { browserIsOnline, loadToastsAhead } from '../shared/unlessOffline'
import { captchaWidget } from '../shared/captcha/captchaWidget'
import { CAPTCHA_SLOTS, siteCaptcha } from '../shared/captcha/siteCaptcha'
import type { FormFlow } from '../shared/useFormFlow'
import { createContactFormActors } from './contactFormActors'

/**
 * The contact form's flow with its real effects, for the form whose anti-forgery token is `token`.
 * This module loads on the form's first use; supabase-js starts loading then too, so it is ready by
 * the time the message is sent.
 */
export function contactFormFlow(token: string): FormFlow<typeof contactFormMachine> {
  // Only a head start: a failed load is forgotten and tried again when the message is sent.
  getSupabase().catch(() => undefined)
  loadToastsAhead()
  const captcha = siteCaptcha && captchaWidget(siteCaptcha, CAPTCHA_SLOTS.contact)
  const actors = createContactFormActors({
    getSupabase,
    storage: localStore,
    clock: Date,
    newIdempotencyKey: () => crypto.randomUUID(),
    isOnline: browserIsOnline,
    ...(captcha ? { captcha } : {}),
  })
  return { logic: contactFormMachine.provide({ actors }), input: { token } }
}
