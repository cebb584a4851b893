import type { ActorRefFrom } from 'xstate'
import type { authMachine } from '../../../machines/auth.machine'
import type { idleSessionMachine } from '../../../machines/idleSession.machine'
import { useSiteActor } from '../../app/siteActor'
import { useActorValue } from '../../app/useActorValue'

/** The flows the site machine starts on `session.watch`, under these ids. */
export interface SessionChildren {
  auth?: ActorRefFrom<typeof authMachine>
  idleSession?: ActorRefFrom<typeof idleSessionMachine>
}

/** One of the session's flows, once the site watches the session; undefined before. */
export function useSessionFlow<TId extends keyof SessionChildren>(id: TId): SessionChildren[TId] {
  const { actor } = useSiteActor()
  return useActorValue(actor, (snapshot) => (snapshot.children as SessionChildren)[id], undefined)
}

/** The auth flow and whether a confirmed session is signed in; false while nothing is known. */
export function useSession() {
  const auth = useSessionFlow('auth')
  const signedIn = useActorValue(auth, (snapshot) => snapshot.matches('signedIn'), false)
  return { auth, signedIn }
}
