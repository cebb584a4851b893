import type { SessionActorRef } from '../../../machines/session.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { authStorageKey } from '../../backend/authStorageKey'
import { LOCAL_SUPABASE_URL } from '../../backend/localStack'
import type { KeyValueStore } from '../../runtime/browserStorage'
import type { AddressSession } from './addressSession'

/** Where supabase-js keeps the session of this build's backend. */
export const STORED_SESSION_KEY = authStorageKey(import.meta.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL)

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
