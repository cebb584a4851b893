import type { InspectionEvent, Observer } from 'xstate'
import { redactEvent, redactSecrets } from './redact'

/**
 * What every root actor gets as `inspect`: in development, with `?inspect` in the URL or
 * `VITE_INSPECT=1`, the Stately browser inspector (created once, before any actor starts); in a
 * build made with `VITE_MACHINE_TRACE=1`, the machine trace the browser path tests read; otherwise
 * undefined, which inspects nothing. The production build drops both branches and their code.
 */
export const inspect: Observer<InspectionEvent> | undefined =
  import.meta.env.DEV && inspectionRequested()
    ? await createInspector()
    : import.meta.env.VITE_MACHINE_TRACE === '1'
      ? (await import('./machineTrace')).createMachineTrace()
      : undefined

function inspectionRequested(): boolean {
  if (import.meta.env.VITE_INSPECT === '1') return true
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('inspect')
}

async function createInspector() {
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector({ sanitizeEvent: redactEvent, sanitizeContext: redactSecrets }).inspect
}
