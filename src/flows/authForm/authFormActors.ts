import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import type { Credentials } from '../../../machines/validation/credentials'
import { unlessOffline } from '../unlessOffline'

export interface AuthFormDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'auth'>>
  /** Where the confirmation link of the sign-up e-mail leads: the site's front page. */
  confirmationRedirect: string
  isOnline: () => boolean
}

/**
 * The /auth form's effects through supabase-js: a password sign-in, and a sign-up whose confirmation
 * link brings the visitor back to the site signed in. A refusal rejects with the client's error, whose
 * `message` and `code` the machine turns into the visitor's words. Offline, nothing is sent.
 */
export function createAuthFormActors({ getSupabase, confirmationRedirect, isOnline }: AuthFormDependencies) {
  return {
    signIn: fromPromise<void, Credentials>(({ input }) =>
      unlessOffline(isOnline, async () => {
        const supabase = await getSupabase()
        const { error } = await supabase.auth.signInWithPassword(input)
        if (error) throw error
      }),
    ),
    signUp: fromPromise<void, Credentials>(({ input }) =>
      unlessOffline(isOnline, async () => {
        const supabase = await getSupabase()
        const { error } = await supabase.auth.signUp({ ...input, options: { emailRedirectTo: confirmationRedirect } })
        if (error) throw error
      }),
    ),
  }
}
