import { authMachine } from '../../../machines/auth.machine'
import { idleSessionMachine } from '../../../machines/idleSession.machine'
import type { WatchSessionEvent } from '../../../machines/site.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { localStore } from '../browserStorage'
import { createAuthActors } from './authActors'
import { createIdleSessionActors } from './idleSessionActors'
import type { AddressSession } from './watchSession'

/**
 * The auth and idle-session flows with their real effects, as the site machine takes them, with the
 * session the confirmation link brought, if any. This module loads only once there is a session to
 * check; supabase-js loads with the first auth call.
 */
export function sessionFlow(addressSession: AddressSession | null = null): WatchSessionEvent {
  const now = () => Date.now()
  return {
    type: 'session.watch',
    auth: authMachine.provide({ actors: createAuthActors({ getSupabase, storage: localStore, addressSession }) }),
    idleSession: idleSessionMachine.provide({
      actors: createIdleSessionActors({
        window,
        now,
        openChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null,
      }),
    }),
    now,
  }
}
