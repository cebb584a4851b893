import { existsSync } from 'node:fs'

/** Debian's Chromium, the whole browser: what the bench measures a visitor's page in (Lighthouse, Event Timing). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/**
 * Debian's Chromium headless shell, which the browser tests run in: the same Blink and V8 without the browser's
 * own interface, Playwright's default for headless tests, at well under half the CPU (docs/testing.md, 'The browser').
 */
export const TEST_CHROMIUM = '/usr/bin/chromium-headless-shell'

/** Launch options for the browser tests' Chromium: Debian's headless shell where present, Playwright's own otherwise. */
export function chromiumLaunchOptions() {
  return {
    executablePath: existsSync(TEST_CHROMIUM) ? TEST_CHROMIUM : undefined,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  }
}
