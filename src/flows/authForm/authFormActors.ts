import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import type { Credentials } from '../../../machines/validation/credentials'

export interface AuthFormDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'auth'>>
  /** Where the confirmation link of the sign-up e-mail leads: the site's front page. */
  confirmationRedirect: string
}

/**
 * The /auth form's effects through supabase-js: a password sign-in, and a sign-up whose confirmation
 * link brings the visitor back to the site signed in. A refusal rejects with the client's error, whose
 * `message` and `code` the machine turns into the visitor's words.
 */
export function createAuthFormActors({ getSupabase, confirmationRedirect }: AuthFormDependencies) {
  return {
    signIn: fromPromise<void, Credentials>(async ({ input }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signInWithPassword(input)
      if (error) throw error
    }),
    signUp: fromPromise<void, Credentials>(async ({ input }) => {
      const supabase = await getSupabase()
      const { error } = await supabase.auth.signUp({ ...input, options: { emailRedirectTo: confirmationRedirect } })
      if (error) throw error
    }),
  }
}
