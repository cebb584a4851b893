import type { SiteActorRef } from '../../app/siteActor'
import { authStorageKey } from '../../backend/authStorageKey'
import { LOCAL_SUPABASE_URL } from '../../backend/localStackUrl'
import type { KeyValueStore } from '../browserStorage'

const storedSessionKey = authStorageKey(import.meta.env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL)

/**
 * Whether this page load has a session to check: one stored by an earlier visit, or one in the
 * address after the confirmation link of the sign-up e-mail. Anyone else is signed out, and no
 * auth code (nor supabase-js) needs to load for them.
 */
export function hasSessionToCheck(storage: KeyValueStore, hash: string): boolean {
  return storage.get(storedSessionKey) !== null || hash.includes('access_token=')
}

/** Starts the auth and idle-session flows; their code loads now. The site machine starts them once. */
export function watchSession(site: SiteActorRef): Promise<void> {
  return import('./sessionFlow').then(({ sessionFlow }) => site.send(sessionFlow()))
}
