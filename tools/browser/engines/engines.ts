/**
 * The browser engines the site is checked in, each as Debian ships it: Chromium (Blink), Firefox ESR
 * (Gecko) and WebKitGTK (WebKit, the engine of Safari). Playwright's own Firefox and WebKit builds
 * cannot be had here (docs/testing.md, 'Why these drivers and widths').
 */
export const ENGINES = ['chromium', 'gecko', 'webkit'] as const
export type Engine = (typeof ENGINES)[number]

export const ENGINE_EXECUTABLES: Record<Engine, string> = {
  chromium: '/usr/bin/chromium',
  gecko: '/usr/bin/firefox-esr',
  webkit: '/usr/bin/WebKitWebDriver',
}

/** The Debian packages that bring each engine; WebKit needs an X server too, which xvfb brings (/usr/bin/Xvfb). */
export const ENGINE_PACKAGES: Record<Engine, readonly string[]> = {
  chromium: ['chromium'],
  gecko: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
}
