import { authMachine } from '../../../machines/auth.machine'
import { idleSessionMachine } from '../../../machines/idleSession.machine'
import type { WatchSessionEvent } from '../../../machines/site.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { localStore } from '../browserStorage'
import { createAuthActors } from './authActors'
import { createIdleSessionActors } from './idleSessionActors'

/**
 * The auth and idle-session flows with their real effects, as the site machine takes them. This
 * module loads only once there is a session to check; supabase-js loads with the first auth call.
 */
export function sessionFlow(): WatchSessionEvent {
  const now = () => Date.now()
  return {
    type: 'session.watch',
    auth: authMachine.provide({ actors: createAuthActors({ getSupabase, storage: localStore }) }),
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
