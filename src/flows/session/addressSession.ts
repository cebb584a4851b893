/** The session the confirmation link of the sign-up e-mail brings in the address's fragment. */
export interface AddressSession {
  access_token: string
  refresh_token: string
}

/**
 * Takes the confirmation link's session (`#access_token=…&refresh_token=…`) out of the address. The
 * history entry is replaced without the fragment, so the tokens stay neither in the address bar nor
 * in the history, where Back would show them again.
 */
export function takeSessionFromAddress(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'state' | 'replaceState'>,
): AddressSession | null {
  const session = sessionInAddress(location)
  if (session) history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  return session
}

/** The confirmation link's session in the address, left where it is. */
export function sessionInAddress(location: Pick<Location, 'hash'>): AddressSession | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''))
  const accessToken = fragment.get('access_token')
  const refreshToken = fragment.get('refresh_token')
  return accessToken && refreshToken ? { access_token: accessToken, refresh_token: refreshToken } : null
}
