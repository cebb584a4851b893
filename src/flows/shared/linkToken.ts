import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'wouter'
import { type KeyValueStore, sessionStore } from '../../runtime/browserStorage'

/** A mail link's token and its type, as the link's page found them. */
export interface LinkToken {
  token: string | null
  type: string | null
}

/** What is wrong with a page's link before anything is asked of the backend: no token, or one not of the form the mails carry. */
export type LinkProblem = 'missing' | 'malformed'

/** The link's problem, by `wellFormed` (the form of the mails' tokens), or null when it may be used. */
export function linkProblem({ token }: LinkToken, wellFormed: (token: string) => boolean): LinkProblem | null {
  if (token === null) return 'missing'
  return wellFormed(token) ? null : 'malformed'
}

/** The query parameter a link carries its token in: Supabase Auth's `token_hash`, or the newsletter's `token`. */
export type TokenParam = 'token_hash' | 'token'

const storageKey = (pathname: string) => `mail_link:${pathname}`

/**
 * Takes a mail link's token and `type` out of the address, so the token stays neither in the
 * address bar nor in the history (the entry is replaced), and keeps them in the tab's session storage,
 * so a reload of the page still has them. A page opened without them gets what the tab kept, if anything.
 */
export function takeLinkToken(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'state' | 'replaceState'>,
  storage: KeyValueStore,
  tokenParam: TokenParam = 'token_hash',
): LinkToken {
  const params = new URLSearchParams(location.search)
  const token = params.get(tokenParam)
  if (token) {
    const link = { token, type: params.get('type') }
    storage.set(storageKey(location.pathname), JSON.stringify(link))
    params.delete(tokenParam)
    params.delete('type')
    const search = params.size > 0 ? `?${params}` : ''
    history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
    return link
  }
  return keptToken(storage.get(storageKey(location.pathname)))
}

/** Forgets the kept token of a link's page, once the link has been used or refused. */
export function forgetLinkToken(pathname: string, storage: KeyValueStore = sessionStore): void {
  storage.remove(storageKey(pathname))
  taken.set(pathname, { token: null, type: null })
}

function keptToken(stored: string | null): LinkToken {
  try {
    const { token, type } = JSON.parse(stored ?? 'null') as Partial<LinkToken>
    return { token: typeof token === 'string' ? token : null, type: typeof type === 'string' ? type : null }
  } catch {
    return { token: null, type: null }
  }
}

const taken = new Map<string, LinkToken>()

/** The page's link token, taken from the address once per page load and path; what the flows read when they load. */
export function pageLinkToken(tokenParam?: TokenParam): LinkToken {
  const { pathname } = window.location
  let link = taken.get(pathname)
  if (!link) {
    link = takeLinkToken(window.location, window.history, sessionStore, tokenParam)
    taken.set(pathname, link)
  }
  return link
}

const noSubscription = () => () => {}

/** The page's link token once the page runs in the browser; undefined in the prerendered page and while it hydrates. */
export function useLinkToken(tokenParam?: TokenParam): LinkToken | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => pageLinkToken(tokenParam),
    () => undefined,
  )
}

/** Once the page's link is used or refused (`spent`), the tab forgets its token. */
export function useForgetSpentLink(spent: boolean): void {
  useEffect(() => {
    if (spent) forgetLinkToken(window.location.pathname)
  }, [spent])
}

/** Once the page's link is used or refused, the tab forgets its token; a used one leads to the front page. */
export function useLinkOutcome(outcome: 'used' | 'refused' | null): void {
  const [, navigate] = useLocation()
  useForgetSpentLink(outcome !== null)
  useEffect(() => {
    if (outcome === 'used') navigate('/', { replace: true })
  }, [outcome, navigate])
}
