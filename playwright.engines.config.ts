import { defineConfig } from '@playwright/test'
import { ENGINES } from './tools/browser/engines/engines'
import { webServerStep } from './tools/browser/webServerStep'
import type { EngineTestOptions, EngineWorkerOptions } from './tests/engines/support/test'

/**
 * The engine suite (`npm run e2e:engines`): the flows a visitor completes, written once
 * (tests/engines/), run in Chromium, Firefox ESR (Gecko) and WebKitGTK (WebKit) at a phone's width
 * and a laptop's, against the same web server as the browser tests (docs/testing.md, 'Three engines').
 */
export const FLOW_WIDTHS = [375, 1280] as const

export default defineConfig<EngineTestOptions, EngineWorkerOptions>({
  testDir: './tests/engines',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  // A test for one kind of screen only says so in its title: '@phone' (375 px) or '@desktop' (1280 px).
  projects: ENGINES.flatMap((engine) =>
    FLOW_WIDTHS.map((width) => ({ name: `${engine}-${width}`, use: { engine, width }, grepInvert: width < 1024 ? /@desktop/ : /@phone/ })),
  ),
  webServer: webServerStep({ reuse: !process.env.CI }),
})
