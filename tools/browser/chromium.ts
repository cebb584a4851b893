import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Launch options for Chromium: Debian's build where present, Playwright's own otherwise. */
export function chromiumLaunchOptions() {
  return {
    executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
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
