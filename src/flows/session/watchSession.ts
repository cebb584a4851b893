import type { SessionActorRef } from '../../../machines/session.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { authStorageKey } from '../../backend/authStorageKey'
import { LOCAL_SUPABASE_URL } from '../../backend/localStack'
import type { KeyValueStore } from '../../runtime/browserStorage'

/** Where supabase-js keeps the session of this build's backend. */
export const STORED_SESSION_KEY = authStorageKey(import.meta.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL)

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

/**
 * Whether this page load has a session to check: one stored by an earlier visit, or one the
 * confirmation link brought. Anyone else is signed out, and no auth code (nor supabase-js) needs to
 * load for them.
 */
export function hasSessionToCheck(storage: KeyValueStore, addressSession: AddressSession | null): boolean {
  return addressSession !== null || storage.get(STORED_SESSION_KEY) !== null
}

/** Starts watching a site's session, as the pages do; tests give one with stand-in effects. */
export type SessionWatcher = (site: SiteActorRef) => Promise<unknown>

/** How a session starts for a site; tests give one with stand-in effects. */
export type SessionStarter = (site: SiteActorRef, addressSession: AddressSession | null) => SessionActorRef

const starting = new WeakMap<SiteActorRef, Promise<SessionActorRef>>()

/**
 * Starts the auth and idle-session flows once per site, adopting the confirmation link's session
 * when there is one; their code loads now. The site keeps the running session for the views.
 */
export function watchSession(
  site: SiteActorRef,
  addressSession: AddressSession | null = null,
  startWith: () => Promise<SessionStarter> = () => import('./sessionFlow').then(({ startSession }) => startSession),
): Promise<SessionActorRef> {
  const running = site.getSnapshot().context.session
  if (running) return Promise.resolve(running)
  let session = starting.get(site)
  if (!session) {
    session = startWith().then((startSession) => {
      const started = startSession(site, addressSession)
      site.send({ type: 'session.started', session: started })
      return started
    })
    starting.set(site, session)
    // A session whose code could not load is tried again on the next need.
    session.catch(() => starting.delete(site))
  }
  return session
}
