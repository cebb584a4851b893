import type { InspectionEvent, Observer } from 'xstate'
import { type InspectorChoice, inspectorChoice, LOCAL_INSPECTOR_PATH } from './inspectorChoice'
import { redactEvent, redactSecrets } from './redact'

/**
 * What every root actor gets as `inspect`: in development, when asked for (`inspectorChoice`), a
 * browser inspector (created once, before any actor starts) that opens Stately's online inspector or
 * our own page; in a build made with `VITE_MACHINE_TRACE=1`, the machine trace the browser path tests
 * read; otherwise undefined, which inspects nothing. The production build drops these branches and
 * their code.
 */
export const inspect: Observer<InspectionEvent> | undefined = import.meta.env.DEV
  ? await createInspector(inspectorChoice(typeof location === 'undefined' ? '' : location.search, import.meta.env.VITE_INSPECT))
  : import.meta.env.VITE_MACHINE_TRACE === '1'
    ? (await import('./machineTrace')).createMachineTrace()
    : undefined

async function createInspector(choice: InspectorChoice | undefined) {
  if (!choice) return undefined
  const { createBrowserInspector } = await import('@statelyai/inspect')
  // Without a url the package opens Stately's page; an explicit undefined would replace that default.
  const page = choice === 'local' ? { url: LOCAL_INSPECTOR_PATH } : {}
  return createBrowserInspector({ ...page, sanitizeEvent: redactEvent, sanitizeContext: redactSecrets }).inspect
}
