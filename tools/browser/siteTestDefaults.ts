import { devices, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'
import { SITE_URL } from './endpoints'

/** What the browser tests and the browser paths share: Chromium over the built site, tests side by side, none focused. */
export const siteTestDefaults: PlaywrightTestConfig = {
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: { baseURL: SITE_URL, trace: 'off' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
}
