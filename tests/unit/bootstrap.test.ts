import { describe, expect, it, vi } from 'vitest'
import { BOOTSTRAP_ATTRIBUTE, bootstrapScript, withBootstrap } from '../../build/prerender/bootstrap'

const BUILT_PAGE = `<!doctype html>
<html lang="nb">
  <head>
    <title>Havbørs</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body>
    <div id="root"><main>Innhold</main></div>
  </body>
</html>`

const MODULES = ['/assets/index-a1.js', '/assets/shell-d4.js', '/assets/HomePage-e5.js']

describe('the bootstrap of a built page', () => {
  const page = withBootstrap(BUILT_PAGE, MODULES)

  it('leaves no script in the head, and keeps the stylesheet', () => {
    const head = page.slice(0, page.indexOf('</head>'))
    expect(head).not.toMatch(/<script/)
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">')
  })

  it('ends the body with one inline script that imports the given modules', () => {
    expect(page).toContain(`<script ${BOOTSTRAP_ATTRIBUTE}>${bootstrapScript(MODULES)}</script>\n  </body>`)
    expect(page.match(/<script/g)).toHaveLength(1)
  })

  it('refuses a page that names no entry script', () => {
    expect(() => withBootstrap('<html><body></body></html>', MODULES)).toThrow(/names no entry script/)
  })
})

describe('the bootstrap script', () => {
  /** Runs the script with the browser's paint timing and import() stood in for. */
  function run(visibility: 'visible' | 'hidden') {
    const imported: string[] = []
    let sharedATask = false
    let taskEnded = true
    let paint: (() => void) | undefined
    class PaintObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: () => void) {
        paint = callback
      }
      observe() {}
      disconnect() {}
    }
    const script = bootstrapScript(MODULES).replace(/\bimport\(/g, 'load(')
    new Function('document', 'PerformanceObserver', 'load', script)({ visibilityState: visibility }, PaintObserver, (url: string) => {
      // A microtask queued by one import runs before the next task: if it has not, both share a task.
      sharedATask ||= !taskEnded
      taskEnded = false
      queueMicrotask(() => (taskEnded = true))
      imported.push(url)
    })
    return { imported, paint: () => paint?.(), sharedATask: () => sharedATask }
  }

  it('imports nothing until the page has painted, then every module, the entry first', async () => {
    const page = run('visible')
    await Promise.resolve()
    expect(page.imported).toEqual([])
    page.paint()
    await vi.waitFor(() => expect(page.imported).toEqual(MODULES))
  })

  it('imports each module in a task of its own, so none of them makes a long task', async () => {
    const page = run('visible')
    page.paint()
    await vi.waitFor(() => expect(page.imported).toEqual(MODULES))
    expect(page.sharedATask()).toBe(false)
  })

  it('imports at once on a hidden page, which never paints', async () => {
    const page = run('hidden')
    await vi.waitFor(() => expect(page.imported).toEqual(MODULES))
  })
})
