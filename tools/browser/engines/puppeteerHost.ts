import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core'
import { chromiumLaunchOptions } from '../chromium'
import {
  KitMissingError,
  type Driver,
  type DriverOptions,
  type ElementRef,
  type EngineHost,
  type EngineHostOptions,
  type KeyName,
} from './driver'
import { ENGINE_EXECUTABLES } from './engines'

/**
 * Chromium (over the DevTools protocol) and Firefox ESR (over WebDriver BiDi, which stock Firefox
 * speaks) through puppeteer-core: one browser per host, a browser context of its own per driver.
 */
/** How long a command to the browser may take before it fails: a hung engine fails the test instead of waiting out its timeout. */
const PROTOCOL_TIMEOUT_MS = 30_000

export async function startPuppeteerHost(engine: 'chromium' | 'gecko', options: EngineHostOptions = {}): Promise<EngineHost> {
  const browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: ENGINE_EXECUTABLES.chromium,
          headless: 'shell',
          protocolTimeout: PROTOCOL_TIMEOUT_MS,
          // Scrollbars over the page, as on a phone, so the page gets the whole width.
          args: [
            ...chromiumLaunchOptions().args,
            '--hide-scrollbars',
            ...(options.reducedMotion ? ['--force-prefers-reduced-motion'] : []),
          ],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: ENGINE_EXECUTABLES.gecko,
          headless: true,
          protocolTimeout: PROTOCOL_TIMEOUT_MS,
          extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1, ...(options.reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}) },
        })
  return {
    engine,
    newDriver: (driverOptions) => newPuppeteerDriver(engine, browser, driverOptions),
    close: () => browser.close(),
  }
}

const asHandle = (element: ElementRef) => element as unknown as ElementHandle<Element>

type Kit = Record<string, (...args: unknown[]) => unknown>

async function newPuppeteerDriver(engine: 'chromium' | 'gecko', browser: Browser, { width, height }: DriverOptions): Promise<Driver> {
  const context = await browser.createBrowserContext()
  const page: Page = await context.newPage()
  await page.setViewport({ width, height })
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`error: ${message.text()} (at ${message.location().url ?? 'the page'})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)} (on ${page.url()})`))

  // Element handles are passed to the page as themselves, everything else as JSON.
  const callInPage = (method: string, args: readonly unknown[]) =>
    page.evaluateHandle(
      (name, ...values) => {
        const kit = (globalThis as unknown as { __engineKit?: Kit }).__engineKit
        return kit ? kit[name]!(...values) : '__noKit'
      },
      method,
      ...(args as never[]),
    )

  return {
    engine,
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' })
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' })
    },
    url: async () => page.url(),
    inject: async (source) => {
      await page.evaluate(source)
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    call: async <T>(method: string, args: readonly unknown[]) => {
      const handle = await callInPage(method, args)
      const value = await handle.jsonValue()
      await handle.dispose()
      if (value === '__noKit') throw new KitMissingError()
      return value as T
    },
    element: async (method, args) => {
      const handle = await callInPage(method, args)
      const element = handle.asElement()
      if (element) return element as unknown as ElementRef
      const value = await handle.jsonValue()
      await handle.dispose()
      if (value === '__noKit') throw new KitMissingError()
      return null
    },
    click: async (element) => {
      await asHandle(element).click()
    },
    typeText: async (text) => {
      await page.keyboard.type(text)
    },
    press: async (key: KeyName, { shift = false } = {}) => {
      if (shift) await page.keyboard.down('Shift')
      await page.keyboard.press(key as KeyInput)
      if (shift) await page.keyboard.up('Shift')
    },
    moveMouse: async (x, y) => {
      await page.mouse.move(x, y)
    },
    screenshot: async (fullPage) => page.screenshot({ fullPage, type: 'png' }),
    problems: () => problems,
    reportsConsole: true,
    close: () => context.close(),
  }
}
