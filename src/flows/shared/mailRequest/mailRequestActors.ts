import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import type { CaptchaToken } from '../captcha/siteCaptcha'
import { unlessOffline } from '../unlessOffline'

export interface MailRequestDependencies {
  getSupabase: () => Promise<Pick<SupabaseClient, 'auth'>>
  isOnline: () => boolean
  /** The site's origin, which the mails' links lead back to, e.g. 'https://havbors.no'. */
  origin: string
  /** A token of the form's captcha, when the build has bot protection (hosted GoTrue then asks for one on every mail). */
  captcha?: CaptchaToken
}

type Auth = SupabaseClient['auth']

/**
 * The two mails a visitor may ask for, through supabase-js: a new password's link, and the sign-up's
 * confirmation again. Each rejects with the client's error, whose `code` the machine reads, or with an
 * `OfflineError` when the browser is offline.
 */
export function createMailRequestActors({ getSupabase, isOnline, origin, captcha }: MailRequestDependencies) {
  const mail = (send: (auth: Auth, email: string, captchaToken: string | undefined) => Promise<{ error: unknown }>) =>
    fromPromise<void, { email: string }>(({ input }) =>
      unlessOffline(isOnline, async () => {
        const { auth } = await getSupabase()
        const { error } = await send(auth, input.email, await captcha?.())
        if (error) throw error
      }),
    )
  return {
    sendRecoveryLink: mail((auth, email, captchaToken) =>
      auth.resetPasswordForEmail(email, { redirectTo: `${origin}/nytt-passord`, captchaToken }),
    ),
    sendConfirmationAgain: mail((auth, email, captchaToken) =>
      auth.resend({ type: 'signup', email, options: { emailRedirectTo: `${origin}/`, captchaToken } }),
    ),
  }
}
