/**
 * `load` called once and its promise kept for every later call, unless it failed: then the next call
 * loads again (code that could not load because the network went away).
 */
export function keptUnlessFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null
  return () => {
    if (kept) return kept
    const loading = load()
    kept = loading
    loading.catch(() => {
      if (kept === loading) kept = null
    })
    return loading
  }
}
