import { describe, expect, it } from 'vitest'
import { resolveCaptchaConfig } from '../../src/backend/captchaConfig'

describe('the bot protection of the forms', () => {
  it('is off when neither the provider nor the site key is set', () => {
    expect(resolveCaptchaConfig({})).toBeUndefined()
    expect(resolveCaptchaConfig({ VITE_CAPTCHA_PROVIDER: ' ', VITE_CAPTCHA_SITE_KEY: '' })).toBeUndefined()
  })

  it('is the named provider with its site key when both are set', () => {
    expect(resolveCaptchaConfig({ VITE_CAPTCHA_PROVIDER: 'turnstile', VITE_CAPTCHA_SITE_KEY: ' 0x4AAA ' })).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAA',
    })
    expect(resolveCaptchaConfig({ VITE_CAPTCHA_PROVIDER: 'hcaptcha', VITE_CAPTCHA_SITE_KEY: 'k' })?.provider).toBe('hcaptcha')
  })

  it('refuses an unknown provider, and one setting without the other', () => {
    expect(() => resolveCaptchaConfig({ VITE_CAPTCHA_PROVIDER: 'recaptcha', VITE_CAPTCHA_SITE_KEY: 'k' })).toThrow(/turnstile, hcaptcha/)
    expect(() => resolveCaptchaConfig({ VITE_CAPTCHA_PROVIDER: 'turnstile' })).toThrow(/VITE_CAPTCHA_SITE_KEY is missing/)
    expect(() => resolveCaptchaConfig({ VITE_CAPTCHA_SITE_KEY: 'k' })).toThrow(/VITE_CAPTCHA_PROVIDER must be one of/)
  })
})
