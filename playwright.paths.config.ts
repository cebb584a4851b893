import { defineConfig } from '@playwright/test'
import { siteTestDefaults } from './tools/browser/siteTestDefaults'
import { webServerStep } from './tools/browser/webServerStep'

/**
 * The browser paths (`npm run test:paths:browser`): the machines' transition-covering paths taken
 * through the real site, built with the machine trace (VITE_MACHINE_TRACE=1) against a fresh local
 * stack, as the browser tests' web server step builds it.
 */
export default defineConfig({
  testDir: './tests/browserPaths',
  ...siteTestDefaults,
  webServer: { ...webServerStep({ reuse: !process.env.CI }), env: { ...process.env, VITE_MACHINE_TRACE: '1' } as Record<string, string> },
})
