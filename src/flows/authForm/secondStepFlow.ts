import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import { secondStepMachine } from '../../../machines/secondStep.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { browserIsOnline, loadToastsAhead, unlessOffline } from '../shared/unlessOffline'
import type { FormFlow } from '../shared/useFormFlow'

export type SecondStepLogic = typeof secondStepMachine

/**
 * The code step's effect through supabase-js: the account's verified TOTP factor is challenged and the
 * code verified at once, so the challenge's five minutes never run out while the visitor types. The
 * client then emits MFA_CHALLENGE_VERIFIED, which signs the visitor in. Offline, nothing is sent.
 */
export function secondStepFlow(
  client: () => Promise<Pick<SupabaseClient, 'auth'>> = getSupabase,
  isOnline: () => boolean = browserIsOnline,
): FormFlow<SecondStepLogic> {
  loadToastsAhead()
  const verifyCode = fromPromise<void, { code: string }>(({ input }) =>
    unlessOffline(isOnline, async () => {
      const { auth } = await client()
      const factors = await auth.mfa.listFactors()
      if (factors.error) throw factors.error
      const factor = factors.data.totp[0]
      if (!factor) throw new Error('The account has no verified factor')
      const { error } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code: input.code })
      if (error) throw error
    }),
  )
  return { logic: secondStepMachine.provide({ actors: { verifyCode } }), input: undefined }
}
