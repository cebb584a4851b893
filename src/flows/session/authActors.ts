import type { AuthChangeEvent as ClientAuthEvent, Session, SupabaseClient } from '@supabase/supabase-js'
import { type EventObject, fromCallback, fromPromise } from 'xstate'
import type { AuthChangeMessage, AuthSession, AuthUser, SignOutScope } from '../../../machines/auth.machine'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import type { KeyValueStore } from '../../runtime/browserStorage'
import { hasTwoStep, isCodeDue } from '../../../supabase/functions/_shared/contract/twoStep'
import { recoveryAwareEvent } from './recoveryMark'
import type { AddressSession } from './addressSession'

/** How often a validation that met a gateway error or no network is tried, and the first pause between tries. */
const VALIDATION_ATTEMPTS = 3
const FIRST_RETRY_DELAY_MS = 200
const RETRYABLE_STATUSES = new Set([0, 502, 503, 504])

export interface AuthDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'auth'>>
  storage: KeyValueStore
  /** The session the confirmation link brought, taken out of the address; the auth client adopts it once. */
  addressSession?: AddressSession | null
  /** Runs a function on a later task; the auth client's listener must return before the machine reacts. */
  later?: (run: () => void) => void
  /** Waits between validation attempts. */
  pause?: (ms: number) => Promise<void>
}

/**
 * The auth machine's effects, through supabase-js. The client refreshes the session before it
 * expires, recovers it when the tab becomes visible (and stops refreshing while it is hidden), retries
 * refreshes that meet 502/503/504, drops a session the backend no longer knows, and tells the other
 * tabs of this browser when someone signs in or out; each of those reaches the machine as an event.
 * A session from the confirmation link is handed to the client once its events are listened to, so
 * it arrives as SIGNED_IN like any other.
 */
export function createAuthActors({
  getSupabase,
  storage,
  addressSession = null,
  later = (run) => setTimeout(run, 0),
  pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: AuthDependencies) {
  let sessionToAdopt = addressSession
  return {
    authEvents: fromCallback<EventObject, void>(({ sendBack }) => {
      let stopped = false
      let unsubscribe = () => {}
      const forward = (clientEvent: ClientAuthEvent, session: Session | null) => {
        const event = recoveryAwareEvent(clientEvent, session, storage)
        later(() => sendBack({ type: 'auth.change', event, session: session as AuthSession | null } satisfies AuthChangeMessage))
      }
      getSupabase().then(
        (supabase) => {
          if (stopped) return
          // The listener runs inside the client's auth lock: it only hands the event on.
          const { data } = supabase.auth.onAuthStateChange(forward)
          unsubscribe = () => data.subscription.unsubscribe()
          // Adopted outside the listener; a link whose session the backend refuses leaves the visitor signed out.
          if (sessionToAdopt) void supabase.auth.setSession(sessionToAdopt).catch(() => undefined)
          sessionToAdopt = null
        },
        // Without the client no session can be checked, so the visitor counts as signed out.
        () => forward('INITIAL_SESSION', null),
      )
      return () => {
        stopped = true
        unsubscribe()
      }
    }),
    validateSession: fromPromise<AuthUser, { session: AuthSession }>(async ({ input }) => {
      const supabase = await getSupabase()
      for (let attempt = 1; ; attempt++) {
        const { data, error } = await supabase.auth.getUser(input.session.access_token)
        if (!error) {
          const codeDue = isCodeDue(data.user, input.session.access_token)
          const twoStep = hasTwoStep(data.user)
          return { id: data.user.id, email: data.user.email, ...(codeDue ? { codeDue } : {}), ...(twoStep ? { twoStep } : {}) }
        }
        const retryable = 'status' in error && RETRYABLE_STATUSES.has(Number(error.status))
        if (!retryable || attempt === VALIDATION_ATTEMPTS) throw error
        await pause(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1))
      }
    }),
    signOut: fromPromise<void, { scope: SignOutScope }>(async ({ input }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signOut({ scope: input.scope })
      if (error) throw error
    }),
    forgetContactSubmission: fromPromise<void, void>(async () => storage.remove(LAST_CONTACT_SUBMISSION_KEY)),
  }
}
