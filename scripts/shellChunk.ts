interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null
}

/**
 * The bundler's chunk name for a module: 'shell' for the entry and everything it imports statically
 * (what every page needs before it hydrates), in one chunk so a first visit makes few requests.
 * Everything else (pages, the drawer, the flows) is reached only through `import()` and keeps the
 * chunks the bundler gives it, loaded when used.
 */
export function shellChunkName(id: string, graph: ModuleGraph): string | null {
  return isInShell(id, graph, new Set()) ? 'shell' : null
}

function isInShell(id: string, graph: ModuleGraph, visiting: Set<string>): boolean {
  const info = graph.getModuleInfo(id)
  if (!info) return false
  if (info.isEntry) return true
  if (visiting.has(id)) return false
  visiting.add(id)
  return info.importers.some((importer) => isInShell(importer, graph, visiting))
}
