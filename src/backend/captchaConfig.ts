/** The bot-protection services the sign-up and contact forms can use. */
export const CAPTCHA_PROVIDERS = ['turnstile', 'hcaptcha'] as const
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

export interface CaptchaEnv {
  VITE_CAPTCHA_PROVIDER?: string
  VITE_CAPTCHA_SITE_KEY?: string
}

export interface CaptchaConfig {
  provider: CaptchaProvider
  siteKey: string
}

/** The origins a provider's widget loads its script, frame and checks from: what the CSP must allow. */
export const CAPTCHA_ORIGINS: Record<CaptchaProvider, readonly string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
}

function isProvider(value: string): value is CaptchaProvider {
  return (CAPTCHA_PROVIDERS as readonly string[]).includes(value)
}

/**
 * The forms' bot protection: off unless both the provider and its site key are set. Setting only
 * one, or naming an unknown provider, is an error, so a typo never silently turns protection off.
 */
export function resolveCaptchaConfig(env: CaptchaEnv): CaptchaConfig | undefined {
  const provider = env.VITE_CAPTCHA_PROVIDER?.trim() ?? ''
  const siteKey = env.VITE_CAPTCHA_SITE_KEY?.trim() ?? ''
  if (!provider && !siteKey) return undefined
  if (!isProvider(provider)) throw new Error(`VITE_CAPTCHA_PROVIDER must be one of ${CAPTCHA_PROVIDERS.join(', ')}, not "${provider}"`)
  if (!siteKey) throw new Error(`VITE_CAPTCHA_SITE_KEY is missing: set the ${provider} site key as well`)
  return { provider, siteKey }
}
