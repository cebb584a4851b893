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

/**
 * Chromium at 1,280 px is left out: the browser tests (tests/e2e/, Playwright's 'Desktop Chrome', 1,280 px wide) go
 * through every one of these flows there, and further.
 */
const SHOWN_ELSEWHERE = new Set(['chromium-1280'])

/**
 * At 1,280 px Gecko and WebKit take the flows whose path changes with the width: the bar instead of the
 * drawer (navigation, keys, focus, signing out, the account), the banner's row, a heading's lines. A
 * form is the same at every width; its layout there is in `npm run screenshots`.
 */
const WIDTH_DEPENDENT = /\/(navigation|keyboard|focusNotObscured|signOut|account|consent|headings)\.spec\.ts$/

/**
 * Axe checks every page in Gecko on a laptop and WebKit on a phone (as Firefox and Safari are mostly used), in
 * browsers that ask for reduced motion. The browser tests check both widths in Chromium.
 */
const AXE_SPEC = /\/accessibility\.spec\.ts$/
const AXE_RUNS = [
  { engine: 'gecko', width: 1280 },
  { engine: 'webkit', width: 375 },
] as const

/** A test for one kind of screen only says so in its title: '@phone' (375 px) or '@desktop' (1280 px). */
const notFor = (width: number) => (width < 1024 ? /@desktop/ : /@phone/)

export default defineConfig<EngineTestOptions, EngineWorkerOptions>({
  testDir: './tests/engines',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  projects: [
    ...ENGINES.flatMap((engine) =>
      FLOW_WIDTHS.map((width) => ({
        name: `${engine}-${width}`,
        use: { engine, width },
        grepInvert: notFor(width),
        testMatch: width >= 1024 ? WIDTH_DEPENDENT : undefined,
        testIgnore: AXE_SPEC,
      })),
    ).filter(({ name }) => !SHOWN_ELSEWHERE.has(name)),
    ...AXE_RUNS.map(({ engine, width }) => ({
      name: `${engine}-${width}-axe`,
      use: { engine, width, reduceMotion: true },
      testMatch: AXE_SPEC,
    })),
  ],
  webServer: webServerStep({ reuse: !process.env.CI }),
})
