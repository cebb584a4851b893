/** The query parameter that brings a visitor back to the page that sent them to /auth, e.g. `/auth?neste=%2Fkonto`. */
export const RETURN_PARAM = 'neste'

/** /auth's address for a visitor who must sign in first, coming back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/auth?${RETURN_PARAM}=${encodeURIComponent(path)}`
}
