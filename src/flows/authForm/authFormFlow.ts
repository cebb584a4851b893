import { authFormMachine } from '../../../machines/authForm.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { browserIsOnline, loadToastsAhead } from '../shared/unlessOffline'
import { captchaWidget } from '../shared/captcha/captchaWidget'
import { CAPTCHA_SLOTS, siteCaptcha } from '../shared/captcha/siteCaptcha'
import type { FormFlow } from '../shared/useFormFlow'
import { type AuthFormDependencies, createAuthFormActors } from './authFormActors'

export type AuthFormLogic = typeof authFormMachine

/**
 * The /auth form's flow with its real effects; it loads with the form, supabase-js with the first
 * request. Tests pass a stand-in for the client.
 */
export function authFormFlow(client: AuthFormDependencies['getSupabase'] = getSupabase): FormFlow<AuthFormLogic> {
  loadToastsAhead()
  const captcha = siteCaptcha && {
    signIn: captchaWidget(siteCaptcha, CAPTCHA_SLOTS.signIn),
    signUp: captchaWidget(siteCaptcha, CAPTCHA_SLOTS.signUp),
  }
  return {
    logic: authFormMachine.provide({
      actors: createAuthFormActors({
        getSupabase: client,
        confirmationRedirect: `${window.location.origin}/`,
        isOnline: browserIsOnline,
        ...(captcha ? { captcha } : {}),
      }),
    }),
    input: undefined,
  }
}
