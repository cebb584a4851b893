import { useSelector } from '@xstate/react'
import type { SessionActorRef } from '../../machines/session.machine'
import { useSiteActor } from './siteActor'

/** The session's flows, by id. */
export type SessionChildren = ReturnType<SessionActorRef['getSnapshot']>['children']

/** One of the session's flows, once the site watches the session; undefined before. */
export function useSessionFlow<TId extends keyof SessionChildren>(id: TId): SessionChildren[TId] {
  const { actor } = useSiteActor()
  const session = useSelector(actor, (snapshot) => snapshot?.context.session ?? undefined)
  return useSelector(session, (snapshot) => snapshot?.children[id])
}

/** The auth flow and whether a confirmed session is signed in; false while nothing is known. */
export function useSession() {
  const auth = useSessionFlow('auth')
  const signedIn = useSelector(auth, (snapshot) => snapshot?.matches('signedIn') ?? false)
  return { auth, signedIn }
}
