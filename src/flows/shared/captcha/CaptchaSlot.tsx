import { CAPTCHA_SLOTS, siteCaptcha } from './siteCaptcha'

/** Where a form's captcha widget appears; nothing when the build has no bot protection. */
export function CaptchaSlot({ form }: { form: keyof typeof CAPTCHA_SLOTS }) {
  return siteCaptcha ? <div id={CAPTCHA_SLOTS[form]} /> : null
}
