import { isRoutedPath } from '../../content/routeIndex'

/** The query parameter that brings a visitor back to the page that sent them to /auth. */
export const RETURN_PARAM = 'neste'

/** /auth's address for a visitor who must sign in first, coming back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: path })}`
}

/** Where /auth sends a visitor once signed in: the page named in the address if it is one of the site's, else the front page. */
export function returnPathFrom(search: string): string {
  const path = new URLSearchParams(search).get(RETURN_PARAM)
  return path !== null && isRoutedPath(path) && path !== '/auth' ? path : '/'
}
