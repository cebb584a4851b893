import { isRoutedPath } from '../../content/routeIndex'
import { RETURN_PARAM } from '../../content/signInPath'

/** Where /auth sends a visitor once signed in: the page named in the address if it is one of the site's, else the front page. */
export function returnPathFrom(search: string): string {
  const path = new URLSearchParams(search).get(RETURN_PARAM)
  return path !== null && isRoutedPath(path) && path !== '/auth' ? path : '/'
}
