import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tools/browser/chromium'
import { SITE_URL } from './tools/browser/endpoints'
import { webServerStep } from './tools/browser/webServerStep'

/**
 * The live inspector's browser test (`npm run e2e:inspector`): our inspector page exists only in
 * development, so the web server step serves the site from the dev server (E2E_SITE=dev) against
 * the same fresh local stack, on the same ports as the browser tests.
 */
export default defineConfig({
  testDir: './tests/inspector',
  workers: 1,
  forbidOnly: true,
  timeout: 90_000,
  reporter: [['list']],
  use: { baseURL: SITE_URL, trace: 'off' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: { ...webServerStep({ reuse: false }), env: { E2E_SITE: 'dev' } },
})
