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
