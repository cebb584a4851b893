interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null
}

/** The module that hydrates the page, loaded by the entry right after the first paint. */
export const SHELL_SOURCE = 'src/hydrate.tsx'
/** The chunk that holds it with everything it imports statically (the build manifest keys it by this name). */
export const SHELL_CHUNK = 'shell'

/** The module that starts the site's actor system (cookie consent, toasts) when a page first needs it. */
export const SITE_SYSTEM_SOURCE = 'src/app/siteSystem.ts'
/** The chunk that holds it with everything it imports statically (the build manifest keys it by this name). */
export const SITE_SYSTEM_CHUNK = 'site-system'

/**
 * The state-chart runtime. The views import @xstate/react, whose module imports the runtime, but its
 * `useSelector` (all the views use) does not: the runtime goes with the site's system, never the shell.
 */
const STATE_CHART_RUNTIME = /[\\/]node_modules[\\/]xstate[\\/]/

/**
 * The bundler's chunk name for a module, by what imports it statically:
 * - 'shell': the hydrating module and everything it imports statically, what every page needs to
 *   hydrate (the entry itself only waits for the first paint and imports it);
 * - 'site-system': the site's actor system and what it imports statically (the state-chart runtime
 *   among it, even where a view's module imports it too), which a page starts on first use;
 * each one chunk, so a first visit makes few requests. Everything else (pages, the drawer, the forms'
 * flows) is reached only through `import()` and keeps the chunks the bundler gives it, loaded when used.
 */
export function shellChunkName(id: string, graph: ModuleGraph): string | null {
  // What the entry itself needs stays with the entry (the bundler's import helper has a group of its own, vite.config.ts).
  const isEntry = (moduleId: string) => graph.getModuleInfo(moduleId)?.isEntry ?? false
  if (reachedStatically(id, graph, isEntry)) return null
  const isSiteSystem = (moduleId: string) => moduleId.endsWith(`/${SITE_SYSTEM_SOURCE}`)
  if (STATE_CHART_RUNTIME.test(id) && reachedStatically(id, graph, isSiteSystem)) return SITE_SYSTEM_CHUNK
  const isShell = (moduleId: string) => moduleId.endsWith(`/${SHELL_SOURCE}`)
  if (reachedStatically(id, graph, isShell)) return SHELL_CHUNK
  if (reachedStatically(id, graph, isSiteSystem)) return SITE_SYSTEM_CHUNK
  return null
}

/** Whether `id` is a root or a root imports it statically, directly or through other modules. */
function reachedStatically(id: string, graph: ModuleGraph, isRoot: (id: string) => boolean, visiting = new Set<string>()): boolean {
  if (isRoot(id)) return true
  if (visiting.has(id)) return false
  visiting.add(id)
  return (graph.getModuleInfo(id)?.importers ?? []).some((importer) => reachedStatically(importer, graph, isRoot, visiting))
}
