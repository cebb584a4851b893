import { afterFirstPaint } from '../../src/app/afterFirstPaint'
import { importInTurn } from '../../src/app/importInTurn'

/** What the bundler writes into the head for the entry (no preloads: the build turns them off). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>\s*/

/** Marks the one kind of inline script that runs: the security policy allows each by its hash. */
export const BOOTSTRAP_ATTRIBUTE = 'data-bootstrap'

/**
 * The inline script that starts the site: once the page has painted, it imports the modules, the
 * entry first, each in a task of its own. Both functions are inlined as they are written, so they use
 * nothing but the browser's globals.
 */
export function bootstrapScript(modules: readonly string[]): string {
  return `(${afterFirstPaint.toString()})().then(()=>(${importInTurn.toString()})(${JSON.stringify(modules)},m=>import(m)))`
}

/**
 * A page with the bundler's entry script taken out of its head, and an inline bootstrap at the end of
 * its body that imports `modules` (the entry and what the page needs to hydrate) once the page has
 * painted. No script is requested before the first paint, so none delays it (a module script in the
 * head is fetched at once, and the paint can wait on it), and all of them are fetched at once after
 * it, with no chain of imports to discover.
 */
export function withBootstrap(page: string, modules: readonly string[]): string {
  if (!ENTRY_SCRIPT.test(page)) throw new Error('The built page names no entry script')
  return page.replace(ENTRY_SCRIPT, '').replace('</body>', `<script ${BOOTSTRAP_ATTRIBUTE}>${bootstrapScript(modules)}</script>\n  </body>`)
}
