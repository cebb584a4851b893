/** The build-time settings the site reads; every one is optional (docs/deploy.md lists them). */
interface ImportMetaEnv {
  /** The Supabase project's URL; unset: the local stack. */
  readonly VITE_SUPABASE_URL?: string
  /** The project's anon key; unset with a loopback URL: the local stack's public demo key. */
  readonly VITE_SUPABASE_ANON_KEY?: string
  /** The origin of a Plausible-compatible events API; unset: no analytics. */
  readonly VITE_ANALYTICS_URL?: string
  /** `turnstile` or `hcaptcha`: bot protection on sign-up, sign-in and the contact form; unset: none. */
  readonly VITE_CAPTCHA_PROVIDER?: string
  /** The provider's site key, set with VITE_CAPTCHA_PROVIDER. */
  readonly VITE_CAPTCHA_SITE_KEY?: string
  /** In development, `1` opens the Stately inspector, `local` our own (src/devtools/inspectorChoice.ts). */
  readonly VITE_INSPECT?: string
  /** `1` records every machine's steps in the page for the browser path tests (tests/browserPaths/). */
  readonly VITE_MACHINE_TRACE?: string
}

/** The route table's paths, pages and crumbs, from src/content/routes.ts (read through src/content/routeIndex.ts). */
declare const __ROUTE_INDEX__: Record<import('./content/routes').PagePath, import('./content/routes').RouteIndexEntry>

/** The bot protection of this build (VITE_CAPTCHA_PROVIDER and VITE_CAPTCHA_SITE_KEY, checked when the build starts), or null. */
declare const __SITE_CAPTCHA__: import('./backend/captchaConfig').CaptchaConfig | null
