import type { Engine } from './engines'

/** Thrown by a call into the page when the page (a new document) has no page kit yet. */
export class KitMissingError extends Error {
  constructor() {
    super('The page has no page kit')
  }
}

/** A page element as the driver of an engine refers to it; only that driver can use it. */
export type ElementRef = { readonly __element: unique symbol }

/** The keys a test presses, by their names in the UI Events KeyboardEvent key values. */
export type KeyName = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Backspace' | 'a'

export interface DriverOptions {
  width: number
  height: number
}

/**
 * One tab of one engine, with its own storage: what the engine-neutral visitor (tests/engines/support/visitor.ts)
 * and the screenshots need of a browser, and nothing more. The calls into the page go through the page
 * kit (tests/engines/support/engineKit.js), which the visitor injects.
 */
export interface Driver {
  readonly engine: Engine
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /** Runs a classic script in the page's global scope. */
  inject(source: string): Promise<void>
  /** The value of a JavaScript expression in the page, a promise's awaited; it must be JSON. */
  evaluate<T>(expression: string): Promise<T>
  /** `window.__engineKit[method](...args)` in the page; element references may be passed and returned. */
  call<T>(method: string, args: readonly unknown[]): Promise<T>
  /** Like `call`, for a method that returns an element or null. */
  element(method: string, args: readonly unknown[]): Promise<ElementRef | null>
  /** A real click at the element's centre, scrolled into view first. */
  click(element: ElementRef): Promise<void>
  /** Types `text` key by key into whatever has the focus. */
  typeText(text: string): Promise<void>
  /** Presses and releases `key`, with `shift` held when asked. */
  press(key: KeyName, options?: { shift?: boolean }): Promise<void>
  moveMouse(x: number, y: number): Promise<void>
  /** A PNG of the viewport, or of the whole page. */
  screenshot(fullPage: boolean): Promise<Uint8Array>
  /**
   * What the engine reported going wrong in the page: console errors and uncaught exceptions. Empty
   * where the engine does not report them ({@link reportsConsole}).
   */
  problems(): readonly string[]
  /** Whether {@link problems} hears the page's console; where not, the page kit records errors itself. */
  readonly reportsConsole: boolean
  close(): Promise<void>
}

/** A running browser (or driver server) of one engine that opens tabs. */
export interface EngineHost {
  readonly engine: Engine
  newDriver(options: DriverOptions): Promise<Driver>
  close(): Promise<void>
}

export interface EngineHostOptions {
  /** Ask the pages for reduced motion (prefers-reduced-motion: reduce), for screenshots. */
  reducedMotion?: boolean
}
