import { KitMissingError, type Driver, type ElementRef, type KeyName } from '../../../tools/browser/engines/driver'
import { describeViolations, WCAG_TAGS, type AxeViolation } from '../../../tools/browser/axeRules'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { AXE_SCRIPT, PAGE_KIT_SCRIPTS } from './pageKit'
import { waitFor } from './waitFor'

/** One step of the way to an element, as the page kit resolves it (tests/engines/support/engineKit.js). */
export type Step =
  | { by: 'role'; role: string; name?: string | SerializedRegExp; level?: number }
  | { by: 'label'; text: string | SerializedRegExp }
  | { by: 'text'; text: string | SerializedRegExp }
  | { by: 'css'; selector: string }

type SerializedRegExp = { source: string; flags: string }
type Name = string | RegExp

const serialize = (name: Name): string | SerializedRegExp => (typeof name === 'string' ? name : { source: name.source, flags: name.flags })

/** What a test reads of an element in one look. */
export interface ElementState {
  visible: boolean
  focused: boolean
  inViewport: boolean
  /** Whether an animation is still moving the element or one around it. */
  animating: boolean
  /** Where the element is in the viewport, as 'x,y,width,height' in whole pixels. */
  box: string
  text: string
  value: string | null
  attributes: Record<string, string>
}

/** Ways to an element, shared by the visitor (from the page) and a target (from within it). */
abstract class Finder {
  protected abstract readonly visitor: Visitor
  protected abstract readonly steps: readonly Step[]

  /** The element with `role` and, when given, this accessible name (whole, or matching a RegExp). */
  role(role: string, name?: Name, options: { level?: number } = {}): Target {
    return this.step({ by: 'role', role, ...(name === undefined ? {} : { name: serialize(name) }), ...options })
  }

  /** The form field labelled `text`. */
  label(text: Name): Target {
    return this.step({ by: 'label', text: serialize(text) })
  }

  /** The element whose own text is `text`. */
  text(text: Name): Target {
    return this.step({ by: 'text', text: serialize(text) })
  }

  css(selector: string): Target {
    return this.step({ by: 'css', selector })
  }

  private step(step: Step): Target {
    return new Target(this.visitor, [...this.steps, step])
  }
}

/**
 * A visitor in one tab of one engine, written once for every engine: it opens pages, finds what it
 * sees by role, label or text, clicks, types and presses keys, and waits for the page to answer. The
 * engine's driver (tools/browser/engines/) does the clicking and typing; what is looked up and read
 * in the page, the page kit does, the same in every engine.
 */
export class Visitor extends Finder {
  protected readonly visitor = this
  protected readonly steps: readonly Step[] = []
  private readonly allowed: RegExp[] = []
  private readonly pageProblems: string[] = []

  constructor(
    readonly driver: Driver,
    /** The width of the viewport, in CSS pixels. */
    readonly width: number,
  ) {
    super()
  }

  get engine() {
    return this.driver.engine
  }

  /** Opens `path` of the site and waits until React has taken over the page. */
  async open(path: string): Promise<void> {
    await this.collectPageProblems()
    await this.driver.goto(`${SITE_URL}${path}`)
    await this.waitForHydration()
  }

  async reload(): Promise<void> {
    await this.collectPageProblems()
    await this.driver.reload()
    await this.waitForHydration()
  }

  /** Opens a whole address, such as a mail's link. */
  async openUrl(url: string): Promise<void> {
    await this.collectPageProblems()
    await this.driver.goto(url)
    await this.waitForHydration()
  }

  waitForHydration(): Promise<true> {
    return waitFor('the page to hydrate', async () => ((await this.call<boolean>('hydrated')) ? true : undefined))
  }

  /** The path and query of the page shown. */
  async path(): Promise<string> {
    const url = new URL(await this.driver.url())
    return `${url.pathname}${url.search}`
  }

  /** Waits until the page shown is `path` (with its query). */
  async waitForPath(path: string): Promise<void> {
    await waitFor(`the page ${path}`, async () => ((await this.path()) === path ? true : undefined))
  }

  press(key: KeyName, options?: { shift?: boolean }): Promise<void> {
    return this.driver.press(key, options)
  }

  /** Types `text` into the focused field, key by key. */
  type(text: string): Promise<void> {
    return this.driver.typeText(text)
  }

  moveMouse(x: number, y: number): Promise<void> {
    return this.driver.moveMouse(x, y)
  }

  /** A short description of the element that has the focus, for a failure's message. */
  focusedDescription(): Promise<string> {
    return this.call('describeActive')
  }

  storedItem(key: string): Promise<string | null> {
    return this.call('readStorage', [key])
  }

  async store(entries: Record<string, string>): Promise<void> {
    await this.call('writeStorage', [entries])
  }

  scrollY(): Promise<number> {
    return this.call('scrollY')
  }

  /** The document's title, as the tab shows it. */
  title(): Promise<string> {
    return this.call('title')
  }

  /**
   * Puts the page on a clock the test moves, from now on: Date and the timers. Timers set before
   * keep running on the real clock, so a test installs it before what it times starts.
   */
  async installClock(startMs = Date.now()): Promise<void> {
    await this.call('installClock', [startMs])
  }

  async moveClock(ms: number): Promise<void> {
    await this.call('tickClock', [ms])
  }

  /** Axe's violations of the WCAG tags on the page as it is, one line per rule (tools/browser/axeRules.ts). */
  async axeViolations(): Promise<string[]> {
    await this.driver.inject(AXE_SCRIPT)
    const options = JSON.stringify({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    const violations = await this.driver.evaluate<AxeViolation[]>(
      `axe.run(document, ${options}).then(({ violations }) => violations.map(({ id, nodes }) => ({ id, nodes: nodes.map(({ target }) => ({ target })) })))`,
    )
    return describeViolations(violations)
  }

  /** Lets browser problems that match `pattern` pass, such as a document served with 404. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern)
  }

  /** What went wrong in the pages of the test and was not allowed: console errors, uncaught exceptions, CSP violations. */
  async unexpectedProblems(): Promise<string[]> {
    await this.collectPageProblems()
    return [...this.driver.problems(), ...this.pageProblems].filter((problem) => !this.allowed.some((pattern) => pattern.test(problem)))
  }

  /** Where the engine does not report the console, keeps what the page kit recorded before the document goes. */
  private async collectPageProblems(): Promise<void> {
    if (this.driver.reportsConsole) return
    try {
      this.pageProblems.push(...(await this.driver.call<string[]>('errors', [])))
    } catch {
      // No kit in this document (yet), so nothing was recorded.
    }
  }

  /** Calls the page kit, injecting it first into a document that has none. */
  async call<T>(method: string, args: readonly unknown[] = []): Promise<T> {
    try {
      return await this.driver.call<T>(method, args)
    } catch (error) {
      if (!(error instanceof KitMissingError)) throw error
      for (const script of PAGE_KIT_SCRIPTS) await this.driver.inject(script)
      return this.driver.call<T>(method, args)
    }
  }

  async elementFor(steps: readonly Step[]): Promise<ElementRef | null> {
    try {
      return await this.driver.element('one', [steps])
    } catch (error) {
      if (!(error instanceof KitMissingError)) throw error
      await this.call('hydrated')
      return this.driver.element('one', [steps])
    }
  }
}

const describe = (steps: readonly Step[]) =>
  steps
    .map((step) => {
      const { by, ...rest } = step
      return `${by} ${Object.values(rest)
        .map((value) => (typeof value === 'object' ? `/${value.source}/` : `'${value}'`))
        .join(' ')}`
    })
    .join(' > ')

/** An element as a visitor finds it; looked up anew at each use, as the page changes. */
export class Target extends Finder {
  constructor(
    protected readonly visitor: Visitor,
    protected readonly steps: readonly Step[],
  ) {
    super()
  }

  toString(): string {
    return describe(this.steps)
  }

  /** The element's state now, or null when the page has no such element. */
  state(): Promise<ElementState | null> {
    return this.visitor.call('state', [this.steps])
  }

  /** How many such elements the page shows. */
  count(): Promise<number> {
    return this.visitor.call('count', [this.steps])
  }

  async isVisible(): Promise<boolean> {
    return (await this.state())?.visible ?? false
  }

  /**
   * Waits until the element is shown, enabled and still (no animation moving it, the same box twice),
   * brings it into view and clicks its centre. A box alone can look still on a busy machine, between
   * two frames of a drawer sliding in, and the click then lands beside it.
   */
  async click(): Promise<void> {
    let lastBox: string | undefined
    await waitFor(`${this} to be clicked`, async () => {
      const state = await this.visitor.call<ElementState | null>('stateInView', [this.steps])
      if (!state?.visible || 'disabled' in state.attributes || state.attributes['aria-disabled'] === 'true') return undefined
      const moving = state.animating || state.box !== lastBox
      lastBox = state.box
      if (moving) return undefined
      const element = await this.visitor.elementFor(this.steps)
      if (!element) return undefined
      await this.visitor.driver.click(element)
      return true
    })
  }

  /** Clicks into the field, selects what it holds and types `text` over it. */
  async fill(text: string): Promise<void> {
    await this.click()
    const element = await this.visitor.elementFor(this.steps)
    await this.visitor.call('selectText', [element])
    await this.visitor.type(text)
    await this.waitFor('value', (state) => state.value === text)
  }

  /** Waits until what the page kit reads of the element is as `check` says. */
  waitFor(what: string, check: (state: ElementState) => boolean): Promise<ElementState> {
    let last: ElementState | null = null
    return waitFor(
      () => `${this} to have the right ${what} (last seen: ${JSON.stringify(last)})`,
      async () => {
        last = await this.state()
        return last && check(last) ? last : undefined
      },
    )
  }

  waitVisible(): Promise<ElementState> {
    return this.waitFor('visibility', (state) => state.visible)
  }

  /** Waits until the page shows no such element; a failure says where the focus is, as a key press may have missed. */
  async waitHidden(timeoutMs?: number): Promise<void> {
    try {
      await waitFor(`${this} to be hidden`, async () => ((await this.count()) === 0 ? true : undefined), timeoutMs)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      throw new Error(`${message} (the focus on ${await this.visitor.focusedDescription()})`, { cause: error })
    }
  }

  waitText(expected: string | RegExp): Promise<ElementState> {
    return this.waitFor('text', (state) => (typeof expected === 'string' ? state.text === expected : expected.test(state.text)))
  }

  waitFocused(): Promise<ElementState> {
    return this.waitFor('focus', (state) => state.focused)
  }

  waitAttribute(name: string, value: string | null): Promise<ElementState> {
    return this.waitFor(`${name}`, (state) => (state.attributes[name] ?? null) === value)
  }

  /** Null when the element is seen where it stands, otherwise what covers it (tools/browser/whatCovers.ts). */
  async whatCovers(): Promise<string | null> {
    const element = await this.visitor.elementFor(this.steps)
    if (!element) return `nothing: no ${this}`
    return this.visitor.call('whatCovers', [element])
  }
}
