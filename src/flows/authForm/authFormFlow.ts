import { authFormMachine } from '../../../machines/authForm.machine'
import { getSupabase } from '../../backend/supabaseClient'
import type { FormFlow } from '../useFormFlow'
import { createAuthFormActors } from './authFormActors'

export type AuthFormLogic = typeof authFormMachine

/** The /auth form's flow with its real effects; it loads with the form, supabase-js with the first request. */
export function authFormFlow(): FormFlow<AuthFormLogic> {
  return {
    logic: authFormMachine.provide({
      actors: createAuthFormActors({ getSupabase, confirmationRedirect: `${window.location.origin}/` }),
    }),
  }
}
