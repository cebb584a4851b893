import type { CaptchaConfig } from '../../../backend/captchaConfig'

/** The bot protection of this build, or undefined when it has none (resolved by the build: vite.config.ts). */
export const siteCaptcha: CaptchaConfig | undefined = __SITE_CAPTCHA__ ?? undefined

/** Where each form shows its widget. */
export const CAPTCHA_SLOTS = {
  signIn: 'captcha-innlogging',
  signUp: 'captcha-registrering',
  contact: 'captcha-kontakt',
  recovery: 'captcha-nytt-passord',
  confirmation: 'captcha-bekreftelse',
} as const

/** A fresh token for each request: the provider accepts one only once. */
export type CaptchaToken = () => Promise<string>
