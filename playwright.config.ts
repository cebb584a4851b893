import { defineConfig } from '@playwright/test'
import { siteTestDefaults } from './tools/browser/siteTestDefaults'
import { webServerStep } from './tools/browser/webServerStep'

/**
 * The site is built against a fresh local Supabase stack and an analytics stand-in that the web
 * server step starts itself (tests/e2e/support/webServer.ts). Ports: PORT (default 4173),
 * E2E_STACK_PORT and E2E_ANALYTICS_PORT (see tools/browser/endpoints.ts).
 */
/**
 * The flows that run a second time against the parity stack (E2E_STACK=parity, `npm run e2e:parity`): the
 * round trips of auth, the account, the newsletter and the idle session, whose answers come from the real
 * services. Their axe, keyboard paths, early presses and faults of network and store are the page's own,
 * whoever answers, and stay with the browser tests (docs/testing.md).
 */
const PARITY_FLOWS = [
  'auth/{signIn,signOut,signUp,confirmationLink,twoStep}.spec.ts',
  'account/{accountPage,confirmation,recovery,signedOut,twoStepSetting}.spec.ts',
  'newsletter.spec.ts',
  'newsletter/{confirming,leaving,signUp,unusableLinks}.spec.ts',
  'idle.spec.ts',
  'faults/session.spec.ts',
]
const parity = process.env.E2E_STACK === 'parity'

export default defineConfig({
  testDir: './tests/e2e',
  ...(parity ? { testMatch: PARITY_FLOWS } : {}),
  ...siteTestDefaults,
  webServer: webServerStep({ reuse: !process.env.CI && !parity }),
})
