/* global TestingLibraryDom */
/**
 * The page kit: what the engine-neutral tests ask of a page, run inside it, the same in every engine.
 * It is injected as a classic script (after Testing Library's DOM queries, TestingLibraryDom) into
 * each new document, and installs window.__engineKit. Elements are found as a visitor perceives them:
 * by role and accessible name, by label or by text, with Testing Library's queries.
 */
;(() => {
  if (window.__engineKit) return
  const TL = TestingLibraryDom
  const errors = []
  const record = (text) => errors.push(text)
  window.addEventListener('error', (event) => record(`pageerror: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) => record(`pageerror: ${event.reason?.message ?? event.reason}`))
  document.addEventListener('securitypolicyviolation', (event) => record(`csp: ${event.effectiveDirective} blocked ${event.blockedURI}`))
  const consoleError = console.error.bind(console)
  console.error = (...args) => {
    record(`error: ${args.map(String).join(' ')}`)
    consoleError(...args)
  }

  const matcher = (name) => (name && typeof name === 'object' ? new RegExp(name.source, name.flags) : name)

  /** Elements matching one step of a query, under `scope`. */
  function matchStep(scope, step) {
    switch (step.by) {
      case 'role': {
        const options = { name: matcher(step.name) }
        if (step.level !== undefined) options.level = step.level
        return TL.queryAllByRole(scope, step.role, options)
      }
      case 'label':
        return TL.queryAllByLabelText(scope, matcher(step.text))
      case 'text':
        return TL.queryAllByText(scope, matcher(step.text))
      case 'css':
        return [...scope.querySelectorAll(step.selector)]
      default:
        throw new Error(`Unknown step ${JSON.stringify(step)}`)
    }
  }

  const describe = (steps) => steps.map((step) => JSON.stringify(step)).join(' > ')

  /** Every element the steps lead to; every step before the last must lead to one element. */
  function all(steps) {
    let scope = document.body
    for (const [index, step] of steps.entries()) {
      const found = matchStep(scope, step)
      if (index === steps.length - 1) return found
      if (found.length > 1) throw new Error(`${found.length} elements match ${describe(steps.slice(0, index + 1))}`)
      if (found.length === 0) return []
      scope = found[0]
    }
    return [scope]
  }

  const rendered = (element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0

  function one(steps) {
    const found = all(steps)
    if (found.length > 1) throw new Error(`${found.length} elements match ${describe(steps)}`)
    return found[0] ?? null
  }

  /** Whether an animation is moving the element or one around it, as a drawer sliding in. */
  const animating = (element) =>
    document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.target?.contains(element))

  function inViewport(element) {
    const box = element.getBoundingClientRect()
    return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth
  }

  // A clock the test moves: Date and the timers the page's own scripts set, swapped in while the page runs.
  // A timer set by anything else, such as the WebDriver's own script in WebKit, stays on the real clock.
  let clock = null
  function installClock(startMs) {
    if (clock) throw new Error('The clock is installed already')
    const RealDate = Date
    const timers = new Map()
    let now = startMs
    let nextId = 1e9
    function FakeDate(...args) {
      if (!new.target) return new RealDate(now).toString()
      return args.length === 0 ? new RealDate(now) : new RealDate(...args)
    }
    FakeDate.prototype = RealDate.prototype
    FakeDate.now = () => now
    FakeDate.parse = RealDate.parse
    FakeDate.UTC = RealDate.UTC
    const realClearTimeout = window.clearTimeout.bind(window)
    const realSetTimeout = window.setTimeout.bind(window)
    const realSetInterval = window.setInterval.bind(window)
    const setByPage = () => (new Error().stack ?? '').includes(location.origin)
    const add = (callback, delay, args, interval) => {
      if (!setByPage()) return (interval ? realSetInterval : realSetTimeout)(callback, delay, ...args)
      const id = nextId++
      const ms = Math.max(0, Number(delay) || 0)
      timers.set(id, { callback, args, at: now + ms, interval: interval ? Math.max(1, ms) : null })
      return id
    }
    const clear = (id) => {
      if (timers.has(id)) timers.delete(id)
      else realClearTimeout(id)
    }
    window.Date = FakeDate
    window.setTimeout = (callback, delay, ...args) => add(callback, delay, args, false)
    window.setInterval = (callback, delay, ...args) => add(callback, delay, args, true)
    window.clearTimeout = clear
    window.clearInterval = clear
    clock = {
      tick(ms) {
        const end = now + ms
        for (let fired = 0; ; fired++) {
          if (fired > 100_000) throw new Error('The clock fired 100000 timers in one move: a timer sets itself again at once')
          let next = null
          for (const [id, timer] of timers) if (timer.at <= end && (!next || timer.at < next[1].at)) next = [id, timer]
          if (!next) break
          const [id, timer] = next
          now = timer.at
          if (timer.interval) timer.at += timer.interval
          else timers.delete(id)
          if (typeof timer.callback === 'function') timer.callback(...timer.args)
        }
        now = end
      },
    }
  }

  window.__engineKit = {
    one,
    count: (steps) => all(steps).filter(rendered).length,
    /** What a test reads of the one element the steps lead to, or null when there is none. */
    state(steps) {
      const element = one(steps)
      if (!element) return null
      return {
        visible: rendered(element),
        focused: element === document.activeElement,
        inViewport: inViewport(element),
        animating: animating(element),
        box: (({ x, y, width, height }) => [x, y, width, height].map(Math.round).join(','))(element.getBoundingClientRect()),
        text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        value: 'value' in element ? String(element.value) : null,
        attributes: Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
      }
    },
    /** Brings the one element the steps lead to into the middle of the viewport, at once, and reads its state. */
    stateInView(steps) {
      one(steps)?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' })
      return window.__engineKit.state(steps)
    },
    /** The words shorter than `minLength` letters that a heading splits over two lines, as 'word (in "heading")'. */
    splitShortWords(minLength) {
      const split = []
      for (const heading of document.querySelectorAll('h1, h2, h3')) {
        if (!rendered(heading)) continue
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.data.matchAll(/[\p{L}\p{N}]+/gu)) {
            if (match[0].length >= minLength) continue
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
            if (lines.size > 1) split.push(`${match[0]} (in "${heading.textContent.trim()}")`)
          }
        }
      }
      return split
    },
    describeActive() {
      const element = document.activeElement
      return element
        ? `${element.localName} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`
        : 'nothing'
    },
    /** The focused element as a stop of a walk with Tab: a label, an id that stays with it, and whether it can be seen. */
    focusStop() {
      const element = document.activeElement
      if (!(element instanceof HTMLElement) || element === document.body) return null
      element.dataset.focusStop ??= String(Math.random())
      const label = `${element.localName} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`
      return { label, id: element.dataset.focusStop, seen: window.__engineKit.whatCovers(element) === null }
    },
    selectText(element) {
      element.focus()
      element.select?.()
    },
    scrollY: () => window.scrollY,
    title: () => document.title,
    readStorage: (key) => localStorage.getItem(key),
    writeStorage(entries) {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    },
    errors: () => errors.slice(),
    installClock,
    tickClock(ms) {
      if (!clock) throw new Error('No clock installed')
      clock.tick(ms)
    },
    /** Added by the visitor: what covers an element (tools/browser/whatCovers.ts). */
    whatCovers: null,
  }
})()
