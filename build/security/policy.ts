import { CAPTCHA_ORIGINS, type CaptchaProvider } from '../../src/backend/captchaConfig'

/** What the security headers of a build depend on. */
export interface PolicyInputs {
  /** The Supabase project the pages call. */
  supabaseOrigin: string
  /** The analytics events API, when the build has analytics. */
  analyticsOrigin?: string
  /** The bot protection of the forms, when configured. */
  captchaProvider?: CaptchaProvider
  /** `sha256-…` of every inline script of the built pages (their JSON-LD blocks). */
  inlineScriptHashes: readonly string[]
}

/** Browser features the site never uses, switched off for it and for anything it embeds. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'xr-spatial-tracking',
]

function isHttps(origin: string): boolean {
  return origin.startsWith('https:')
}

/**
 * The Content-Security-Policy of a build. Only the site's own files run and style it: inline
 * scripts only by hash, no inline styles at all (Panda writes classes into the stylesheet; React
 * sets the few computed styles through the DOM, which the policy does not govern). The pages call
 * only the configured Supabase and analytics origins, and the captcha provider's when one is set.
 * A build for a hosted (https) backend also upgrades any stray http request; a local build is
 * served over http and leaves that out.
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const captcha = inputs.captchaProvider ? CAPTCHA_ORIGINS[inputs.captchaProvider] : []
  const connect = [inputs.supabaseOrigin, ...(inputs.analyticsOrigin ? [inputs.analyticsOrigin] : []), ...captcha]
  const hashes = [...new Set(inputs.inlineScriptHashes)].sort().map((hash) => `'${hash}'`)
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...hashes, ...captcha].join(' '),
    ["style-src 'self'", ...captcha].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    captcha.length > 0 ? `frame-src ${captcha.join(' ')}` : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps(inputs.supabaseOrigin) ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/** The headers every response of the site carries, pages, the not-found page and files alike. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
