/**
 * The states a machine's state value names, as paths below its root: the current (innermost) ones,
 * e.g. `{ ready: 'idle' }` → `['ready.idle']`; parallel regions give one path each.
 */
export function currentStatePaths(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => {
    const innerPaths = currentStatePaths(inner)
    return innerPaths.length > 0 ? innerPaths.map((path) => `${key}.${path}`) : [key]
  })
}

/** Every state active with the current ones: each current path and the paths of the states around it. */
export function activeStatePaths(value: unknown): string[] {
  const paths = currentStatePaths(value).flatMap((path) => path.split('.').map((_, index, keys) => keys.slice(0, index + 1).join('.')))
  return [...new Set(paths)]
}
