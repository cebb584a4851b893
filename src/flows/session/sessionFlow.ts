import { authMachine } from '../../../machines/auth.machine'
import { idleSessionMachine } from '../../../machines/idleSession.machine'
import { sessionMachine } from '../../../machines/session.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { localStore } from '../../runtime/browserStorage'
import { runSession } from './runSession'
import { createAuthActors } from './authActors'
import { createIdleSessionActors } from './idleSessionActors'
import type { AddressSession } from './addressSession'

/**
 * The session's flows with their real effects, running, for `site`, with the session the confirmation
 * link brought, if any. This module loads only once there is a session to check; supabase-js loads
 * with the first auth call.
 */
export function startSession(site: SiteActorRef, addressSession: AddressSession | null) {
  const now = () => Date.now()
  const logic = sessionMachine.provide({
    actors: {
      auth: authMachine.provide({ actors: createAuthActors({ getSupabase, storage: localStore, addressSession }) }),
      idleSession: idleSessionMachine.provide({
        actors: createIdleSessionActors({
          window,
          now,
          openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null,
        }),
      }),
    },
  })
  return runSession(site, logic, now)
}
