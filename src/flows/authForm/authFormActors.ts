import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import type { SignInOutcome } from '../../../machines/authForm.machine'
import type { Credentials } from '../../../machines/validation/credentials'
import { isCodeDue } from '../../../supabase/functions/_shared/contract/twoStep'
import { unlessOffline } from '../shared/unlessOffline'
import type { CaptchaToken } from '../shared/captcha/siteCaptcha'

export interface AuthFormDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'auth'>>
  /** Where the confirmation link of the sign-up e-mail leads: the site's front page. */
  confirmationRedirect: string
  isOnline: () => boolean
  /** The tokens of each tab's captcha, when the build has bot protection (hosted GoTrue then asks for one on both). */
  captcha?: { signIn: CaptchaToken; signUp: CaptchaToken }
}

/**
 * The /auth form's effects through supabase-js: a password sign-in (saying whether the account's two-step
 * code is still to come), and a sign-up whose confirmation
 * link brings the visitor back to the site signed in. A refusal rejects with the client's error, whose
 * `message` and `code` the machine turns into the visitor's words. Offline, nothing is sent.
 */
export function createAuthFormActors({ getSupabase, confirmationRedirect, isOnline, captcha }: AuthFormDependencies) {
  return {
    signIn: fromPromise<SignInOutcome, Credentials>(({ input }) =>
      unlessOffline(isOnline, async () => {
        const supabase = await getSupabase()
        const captchaToken = await captcha?.signIn()
        const { data, error } = await supabase.auth.signInWithPassword({ ...input, ...(captchaToken ? { options: { captchaToken } } : {}) })
        if (error) throw error
        return { codeDue: isCodeDue(data.user, data.session.access_token) }
      }),
    ),
    signUp: fromPromise<void, Credentials>(({ input }) =>
      unlessOffline(isOnline, async () => {
        const supabase = await getSupabase()
        const captchaToken = await captcha?.signUp()
        const options = { emailRedirectTo: confirmationRedirect, ...(captchaToken ? { captchaToken } : {}) }
        const { error } = await supabase.auth.signUp({ ...input, options })
        if (error) throw error
      }),
    ),
  }
}
