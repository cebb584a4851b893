import { defineConfig } from '@playwright/test'
import { ENGINES, type Engine } from './tools/browser/engines/engines'
import { webServerStep } from './tools/browser/webServerStep'
import type { EngineTestOptions, EngineWorkerOptions } from './tests/engines/support/test'

/**
 * The engine suite (`npm run e2e:engines`): the flows a visitor completes, written once
 * (tests/engines/), run in Chromium, Firefox ESR (Gecko) and WebKitGTK (WebKit) at a phone's width
 * and a laptop's, against the same web server as the browser tests (docs/testing.md, 'Three engines').
 */
export const FLOW_WIDTHS = [375, 1280] as const

/**
 * A test for one kind of screen or one engine only says so in its title: '@phone' (375 px), '@desktop'
 * (1280 px) or '@webkit' (where a setting only WebKit has, Safari's Tab to links, is tried).
 */
function notFor(engine: Engine, width: number): RegExp {
  const tags = [width < 1024 ? '@desktop' : '@phone', ...(engine === 'webkit' ? [] : ['@webkit'])]
  return new RegExp(tags.join('|'))
}

export default defineConfig<EngineTestOptions, EngineWorkerOptions>({
  testDir: './tests/engines',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  projects: ENGINES.flatMap((engine) =>
    FLOW_WIDTHS.map((width) => ({ name: `${engine}-${width}`, use: { engine, width }, grepInvert: notFor(engine, width) })),
  ),
  webServer: webServerStep({ reuse: !process.env.CI }),
})
