import { vi } from 'vitest'

/**
 * A fresh load of the page at `address` in a new tab: the site's modules load anew (a mail link's page
 * takes its token from the address once per load) and the tab's session storage starts empty. The
 * test's own imports of the site's modules are these fresh ones, so they share one React context.
 */
export async function freshPageAt(address: string) {
  vi.resetModules()
  window.history.replaceState(null, '', address)
  window.sessionStorage.clear()
  const [{ renderAt }, { startTestSite }, { fakeAccountClient }, { ToastRegions }] = await Promise.all([
    import('./renderSite'),
    import('./authClient'),
    import('./accountClient'),
    import('../../../src/components/toast/ToastRegions'),
  ])
  return { renderAt, startTestSite, fakeAccountClient, ToastRegions }
}
