import type { SessionActorRef } from '../../machines/session.machine'
import { useSiteActor } from './siteActor'
import { useActorValue } from './useActorValue'

/** The session's flows, by id. */
export type SessionChildren = ReturnType<SessionActorRef['getSnapshot']>['children']

/** One of the session's flows, once the site watches the session; undefined before. */
export function useSessionFlow<TId extends keyof SessionChildren>(id: TId): SessionChildren[TId] {
  const { actor } = useSiteActor()
  const session = useActorValue(actor, (snapshot) => snapshot.context.session, null)
  return useActorValue(session, (snapshot) => snapshot.children[id], undefined)
}

/** The auth flow and whether a confirmed session is signed in; false while nothing is known. */
export function useSession() {
  const auth = useSessionFlow('auth')
  const signedIn = useActorValue(auth, (snapshot) => snapshot.matches('signedIn'), false)
  return { auth, signedIn }
}
