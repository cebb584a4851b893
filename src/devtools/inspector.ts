import type { InspectionEvent, Observer } from 'xstate'
import { redactEvent, redactSecrets } from './redact'

/**
 * What every root actor gets as `inspect`: in development, with `?inspect` in the URL or
 * `VITE_INSPECT=1`, the Stately browser inspector (created once, before any actor starts); otherwise
 * undefined, which inspects nothing. The production build drops the branch and the package with it.
 */
export const inspect: Observer<InspectionEvent> | undefined =
  import.meta.env.DEV && inspectionRequested() ? await createInspector() : undefined

function inspectionRequested(): boolean {
  if (import.meta.env.VITE_INSPECT === '1') return true
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect')
}

async function createInspector() {
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector({ sanitizeEvent: redactEvent, sanitizeContext: redactSecrets }).inspect
}
