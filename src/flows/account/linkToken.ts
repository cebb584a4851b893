import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { type KeyValueStore, sessionStore } from '../browserStorage'

/** A mail link's token and its type, as the link's page found them. */
export interface LinkToken {
  tokenHash: string | null
  type: string | null
}

const storageKey = (pathname: string) => `mail_link:${pathname}`

/**
 * Takes a mail link's `token_hash` and `type` out of the address, so the token stays neither in the
 * address bar nor in the history (the entry is replaced), and keeps them in the tab's session storage,
 * so a reload of the page still has them. A page opened without them gets what the tab kept, if anything.
 */
export function takeLinkToken(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'state' | 'replaceState'>,
  storage: KeyValueStore,
): LinkToken {
  const params = new URLSearchParams(location.search)
  const tokenHash = params.get('token_hash')
  if (tokenHash) {
    const token = { tokenHash, type: params.get('type') }
    storage.set(storageKey(location.pathname), JSON.stringify(token))
    params.delete('token_hash')
    params.delete('type')
    const search = params.size > 0 ? `?${params}` : ''
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
    return token
  }
  return keptToken(storage.get(storageKey(location.pathname)))
}

/** Forgets the kept token of a link's page, once the link has been used or refused. */
export function forgetLinkToken(pathname: string, storage: KeyValueStore = sessionStore): void {
  storage.remove(storageKey(pathname))
  taken.set(pathname, { tokenHash: null, type: null })
}

function keptToken(stored: string | null): LinkToken {
  try {
    const { tokenHash, type } = JSON.parse(stored ?? 'null') as Partial<LinkToken>
    return { tokenHash: typeof tokenHash === 'string' ? tokenHash : null, type: typeof type === 'string' ? type : null }
  } catch {
    return { tokenHash: null, type: null }
  }
}

const taken = new Map<string, LinkToken>()

/** The page's link token, taken from the address once per page load and path; what the flows read when they load. */
export function pageLinkToken(): LinkToken {
  const { pathname } = window.location
  let token = taken.get(pathname)
  if (!token) {
    token = takeLinkToken(window.location, window.history, sessionStore)
    taken.set(pathname, token)
  }
  return token
}

const noSubscription = () => () => {}

/** The page's link token once the page runs in the browser; undefined in the prerendered page and while it hydrates. */
export function useLinkToken(): LinkToken | undefined {
  return useSyncExternalStore(noSubscription, pageLinkToken, () => undefined)
}

/** Once the page's link is used or refused, the tab forgets its token; a used one leads to the front page. */
export function useLinkOutcome(outcome: 'used' | 'refused' | null): void {
  const [, navigate] = useLocation()
  useEffect(() => {
    if (outcome !== null) forgetLinkToken(window.location.pathname)
    if (outcome === 'used') navigate('/', { replace: true })
  }, [outcome, navigate])
}
