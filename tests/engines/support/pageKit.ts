import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isHydrated } from '../../../tools/browser/hydrated'
import { whatCovers } from '../../../tools/browser/whatCovers'

const require = createRequire(import.meta.url)

/**
 * The scripts the visitor injects into each new document, in order: Testing Library's DOM queries,
 * the page kit (engineKit.js), and the checks of hydration and of what covers an element, shared with the
 * browser tests.
 */
export const PAGE_KIT_SCRIPTS: readonly string[] = [
  readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8'),
  readFileSync(new URL('./engineKit.js', import.meta.url), 'utf8'),
  `window.__engineKit.hydrated = ${isHydrated.toString()}`,
  `window.__engineKit.whatCovers = ${whatCovers.toString()}`,
]

/** axe-core, injected into a page when a test checks it (Visitor.axeViolations). */
export const AXE_SCRIPT = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
