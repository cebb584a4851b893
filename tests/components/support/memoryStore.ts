import type { KeyValueStore } from '../../../src/runtime/browserStorage'

/** Storage for a test: a map, with what it holds readable. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial))
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  }
}
