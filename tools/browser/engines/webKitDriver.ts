import { KitMissingError, type Driver, type DriverOptions, type ElementRef, type KeyName } from './driver'
import { ELEMENT_KEY, WebDriverSession, type WebElement } from './webDriverClient'

/** The WebDriver code points of the keys a test presses (W3C WebDriver, 'Keyboard actions'). */
const KEY_CODES: Record<KeyName, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: '\uE00D',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Backspace: '\uE003',
  a: 'a',
}
const SHIFT = '\uE008'

// WebKitWebDriver turns element references back into elements only at the top level of the arguments.
const CALL_KIT = `
  const kit = window.__engineKit
  return kit ? kit[arguments[0]].apply(null, Array.prototype.slice.call(arguments, 1)) : '__noKit'
`

const keyActions = (keys: readonly string[]) => ({
  type: 'key',
  id: 'keyboard',
  actions: keys.flatMap((value) => [
    { type: 'keyDown', value },
    { type: 'keyUp', value },
  ]),
})

/**
 * Opens a MiniBrowser window over WebKitWebDriver. Tab goes as in Safari by default, over buttons and
 * fields but not links (the visitor may turn that on; WebKitGTK's own default is on).
 */
export function openWebKitSession(serverUrl: string): Promise<WebDriverSession> {
  return WebDriverSession.create(serverUrl, {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { args: ['--automation', '--enable-tabs-to-links=false'] },
  })
}

/**
 * A driver over `session`'s window, sized so that the page gets `width` × `height`. Its close leaves
 * the window blank, with nothing stored by the site, for the next driver.
 */
export async function newWebKitDriver(session: WebDriverSession, { width, height }: DriverOptions): Promise<Driver> {
  await session.command('POST', '/timeouts', { script: 30_000, pageLoad: 30_000 })
  await session.command('POST', '/window/rect', { width, height })
  // The window's height includes the shrunken toolbar; give the page the height asked for.
  const innerHeight = await session.execute<number>('return window.innerHeight')
  if (innerHeight !== height) await session.command('POST', '/window/rect', { width, height: height + (height - innerHeight) })

  const call = async <T>(method: string, args: readonly unknown[]) => {
    const value = await session.execute<T | '__noKit'>(CALL_KIT, [method, ...args])
    if (value === '__noKit') throw new KitMissingError()
    return value as T
  }

  return {
    engine: 'webkit',
    goto: async (url) => {
      await session.command('POST', '/url', { url })
    },
    reload: async () => {
      await session.command('POST', '/refresh')
    },
    url: () => session.command<string>('GET', '/url'),
    inject: async (source) => {
      await session.execute(source)
    },
    evaluate: <T>(expression: string) => session.execute<T>(`return (${expression})`),
    call,
    element: async (method, args) => ((await call<WebElement | null>(method, args)) ?? null) as ElementRef | null,
    click: async (element) => {
      await session.command('POST', `/element/${(element as unknown as WebElement)[ELEMENT_KEY]}/click`)
    },
    typeText: async (text) => {
      await session.actions([keyActions([...text])])
    },
    press: async (key, { shift = false } = {}) => {
      const code = KEY_CODES[key]
      await session.actions([
        {
          type: 'key',
          id: 'keyboard',
          actions: shift
            ? [
                { type: 'keyDown', value: SHIFT },
                { type: 'keyDown', value: code },
                { type: 'keyUp', value: code },
                { type: 'keyUp', value: SHIFT },
              ]
            : keyActions([code]).actions,
        },
      ])
    },
    moveMouse: async (x, y) => {
      await session.actions([
        { type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [{ type: 'pointerMove', x, y, duration: 0 }] },
      ])
    },
    screenshot: async (fullPage) => {
      // WebKitWebDriver shoots the viewport only: for the whole page the window grows to the page's height for a moment.
      const pageHeight = fullPage ? await session.execute<number>('return document.documentElement.scrollHeight') : 0
      const rect = await session.command<{ width: number; height: number }>('GET', '/window/rect')
      const chrome = rect.height - (await session.execute<number>('return window.innerHeight'))
      const grow = pageHeight + chrome > rect.height
      if (grow) await session.command('POST', '/window/rect', { width: rect.width, height: pageHeight + chrome })
      const png = Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64')
      if (grow) await session.command('POST', '/window/rect', { width: rect.width, height: rect.height })
      return png
    },
    // WebKitWebDriver does not pass on the page's console; the page kit records what it can.
    problems: () => [],
    reportsConsole: false,
    close: async () => {
      await session.execute('try { localStorage.clear(); sessionStorage.clear() } catch { /* a page without storage */ }')
      await session.command('DELETE', '/cookie')
      await session.command('POST', '/url', { url: 'about:blank' })
    },
  }
}
