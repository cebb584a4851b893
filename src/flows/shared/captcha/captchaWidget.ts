import type { CaptchaConfig, CaptchaProvider } from '../../../backend/captchaConfig'
import type { CaptchaToken } from './siteCaptcha'

/** What Turnstile and hCaptcha have in common: an explicit render with callbacks, and a reset. */
interface ProviderApi {
  render(container: HTMLElement, options: Record<string, unknown>): string
  reset(widgetId: string): void
}

const SCRIPTS: Record<CaptchaProvider, { src: string; global: string }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
}

let scriptLoad: Promise<ProviderApi> | undefined

/** The provider's script, added to the page once, on the first form that needs it. */
function loadProvider(provider: CaptchaProvider): Promise<ProviderApi> {
  scriptLoad ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = SCRIPTS[provider].src
    script.async = true
    script.onload = () => resolve((window as unknown as Record<string, ProviderApi>)[SCRIPTS[provider].global]!)
    script.onerror = () => {
      scriptLoad = undefined
      reject(new Error(`The ${provider} script did not load`))
    }
    document.head.append(script)
  })
  return scriptLoad
}

/**
 * Shows the provider's widget in the element with id `slotId` and hands out its tokens. Called when
 * a form's flow loads, so the widget is solved by the time the visitor sends; a request that comes
 * sooner waits for it.
 */
export function captchaWidget(config: CaptchaConfig, slotId: string): CaptchaToken {
  let token: string | null = null
  let waiting: ((token: string) => void)[] = []
  const widget = loadProvider(config.provider).then((api) => {
    const slot = document.getElementById(slotId)
    if (!slot) throw new Error(`No element #${slotId} for the captcha`)
    const id = api.render(slot, {
      sitekey: config.siteKey,
      callback: (solved: string) => {
        token = solved
        for (const resolve of waiting) resolve(solved)
        waiting = []
      },
      'expired-callback': () => (token = null),
    })
    return { api, id }
  })
  return async () => {
    const { api, id } = await widget
    const current = token ?? (await new Promise<string>((resolve) => waiting.push(resolve)))
    token = null
    api.reset(id)
    return current
  }
}
