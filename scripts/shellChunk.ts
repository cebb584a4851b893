interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null
}

/** The module every page starts right after hydrating: the site's actor system (cookie consent, toasts). */
export const SITE_SYSTEM_SOURCE = 'src/app/siteSystem.ts'
/** The chunk that holds it with everything it imports statically (the build manifest keys it by this name). */
export const SITE_SYSTEM_CHUNK = 'site-system'

/**
 * The bundler's chunk name for a module, by what imports it statically:
 * - 'shell': the entry and everything it imports statically, what every page needs to hydrate;
 * - 'site-system': the site's actor system and what it imports statically (the state-chart runtime
 *   among it), which every page starts right after hydrating;
 * each one chunk, so a first visit makes few requests. Everything else (pages, the drawer, the forms'
 * flows) is reached only through `import()` and keeps the chunks the bundler gives it, loaded when used.
 */
export function shellChunkName(id: string, graph: ModuleGraph): string | null {
  const isEntry = (moduleId: string) => graph.getModuleInfo(moduleId)?.isEntry ?? false
  if (reachedStatically(id, graph, isEntry)) return 'shell'
  const isSiteSystem = (moduleId: string) => moduleId.endsWith(`/${SITE_SYSTEM_SOURCE}`)
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
