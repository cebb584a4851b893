import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tools/browser/chromium'
import { SITE_URL } from './tools/browser/endpoints'
import { webServerStep } from './tools/browser/webServerStep'

/**
 * The browser paths (`npm run test:paths:browser`): the machines' transition-covering paths taken
 * through the real site, built with the machine trace (VITE_MACHINE_TRACE=1) against a fresh local
 * stack, as the browser tests' web server step builds it.
 */
export default defineConfig({
  testDir: './tests/browserPaths',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: { baseURL: SITE_URL, trace: 'off' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: { ...webServerStep({ reuse: !process.env.CI }), env: { ...process.env, VITE_MACHINE_TRACE: '1' } as Record<string, string> },
})
