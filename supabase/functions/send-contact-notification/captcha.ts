/** Where each provider checks a token, unless CAPTCHA_VERIFY_URL says otherwise (a stand-in in tests). */
const VERIFY_URLS: Record<string, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
}

/** Whether a visitor's token is a fresh, solved captcha, as the provider says. */
export type CaptchaCheck = (token: string | null, ip: string) => Promise<boolean>

export interface CaptchaSettings {
  CAPTCHA_SECRET?: string
  CAPTCHA_PROVIDER?: string
  CAPTCHA_VERIFY_URL?: string
}

/**
 * The captcha check of the contact function: none while CAPTCHA_SECRET is unset. Both providers
 * take the same form post (`secret`, `response`, `remoteip`) and answer `{ "success": true|false }`.
 * A token that is missing, refused, or that the provider cannot be asked about fails the check.
 */
export function createCaptchaCheck(settings: CaptchaSettings, send: typeof fetch = fetch): CaptchaCheck | undefined {
  const secret = settings.CAPTCHA_SECRET?.trim()
  if (!secret) return undefined
  const verifyUrl = settings.CAPTCHA_VERIFY_URL?.trim() || VERIFY_URLS[settings.CAPTCHA_PROVIDER?.trim() ?? '']
  if (!verifyUrl) throw new Error(`CAPTCHA_PROVIDER must be one of ${Object.keys(VERIFY_URLS).join(', ')} when CAPTCHA_SECRET is set`)
  return async (token, ip) => {
    if (!token) return false
    try {
      const response = await send(verifyUrl, {
        method: 'POST',
        body: new URLSearchParams({ secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) return false
      const result = (await response.json()) as { success?: unknown }
      return result.success === true
    } catch {
      return false
    }
  }
}
