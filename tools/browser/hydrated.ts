/**
 * Whether React has taken over the prerendered markup: `hydrateRoot` has marked the root. Runs in the
 * page, so it closes over nothing (it is passed to Playwright as a function, to other drivers as text).
 */
export function isHydrated(): boolean {
  const root = document.getElementById('root')
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
}
