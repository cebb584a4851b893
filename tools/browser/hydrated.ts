/**
 * Whether React has taken over the prerendered markup: hydration has committed, not only begun. `hydrateRoot`
 * marks the root with its fiber at once; the root's state says the markup is dehydrated until the commit. Runs in
 * the page, so it closes over nothing (it is passed to Playwright as a function, to other drivers as text).
 */
export function isHydrated(): boolean {
  type RootFiber = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
  const root = document.getElementById('root')
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'))
  if (!key) return false
  const fiber = (root as unknown as Record<string, RootFiber>)[key]
  return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false
}
