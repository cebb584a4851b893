import type { PagePath, RouteIndexEntry } from './routes'

/**
 * The route table as the shell reads it: each path's page and crumb, put into the build from
 * routes.ts (vite.config.ts, `define`), so the one table stays in routes.ts while its head texts load
 * only with the first route change.
 */
export const routeIndex: Record<PagePath, RouteIndexEntry> = __ROUTE_INDEX__

export const ROUTED_PATHS = Object.keys(routeIndex) as PagePath[]

export function isRoutedPath(path: string): path is PagePath {
  return Object.hasOwn(routeIndex, path)
}

/** The query parameter that brings a visitor back to the page that sent them to /auth, e.g. `/auth?neste=%2Fkonto`. */
export const RETURN_PARAM = 'neste'

/** /auth's address for a visitor who must sign in first, coming back to `path` afterwards. */
export function signInPathFor(path: PagePath): string {
  return `/auth?${RETURN_PARAM}=${encodeURIComponent(path)}`
}
