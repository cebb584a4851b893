import { TEST_CHROMIUM } from '../chromium'

/**
 * The browser engines the site is checked in, each as Debian ships it: Chromium (Blink), Firefox ESR
 * (Gecko) and WebKitGTK (WebKit, the engine of Safari). Playwright's own Firefox and WebKit builds
 * cannot be had here (docs/testing.md, 'Why these drivers and widths').
 */
export const ENGINES = ['chromium', 'gecko', 'webkit'] as const
export type Engine = (typeof ENGINES)[number]

export const ENGINE_EXECUTABLES: Record<Engine, string> = {
  chromium: TEST_CHROMIUM,
  gecko: '/usr/bin/firefox-esr',
  webkit: '/usr/bin/WebKitWebDriver',
}

/** What each engine needs on the machine: WebKit's driver runs its browser under a virtual X server. */
export const ENGINE_FILES: Record<Engine, readonly string[]> = {
  chromium: [ENGINE_EXECUTABLES.chromium],
  gecko: [ENGINE_EXECUTABLES.gecko],
  webkit: [ENGINE_EXECUTABLES.webkit, '/usr/bin/Xvfb'],
}

/** The Debian packages that bring those files. */
export const ENGINE_PACKAGES: Record<Engine, readonly string[]> = {
  chromium: ['chromium-headless-shell'],
  gecko: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
}
