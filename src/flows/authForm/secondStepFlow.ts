import type { SupabaseClient } from '@supabase/supabase-js'
import { fromPromise } from 'xstate'
import { secondStepMachine } from '../../../machines/secondStep.machine'
import { getSupabase } from '../../backend/supabaseClient'
import { browserIsOnline, loadToastsAhead, unlessOffline } from '../shared/unlessOffline'
import type { FormFlow } from '../shared/useFormFlow'
import { giveCode } from '../shared/twoStepFactor'

export type SecondStepLogic = typeof secondStepMachine

/**
 * The code step's effect through supabase-js (shared/twoStepFactor.ts): the client then emits
 * MFA_CHALLENGE_VERIFIED, which signs the visitor in. Offline, nothing is sent.
 */
export function secondStepFlow(
  client: () => Promise<Pick<SupabaseClient, 'auth'>> = getSupabase,
  isOnline: () => boolean = browserIsOnline,
): FormFlow<SecondStepLogic> {
  loadToastsAhead()
  const verifyCode = fromPromise<void, { code: string }>(({ input }) =>
    unlessOffline(isOnline, async () => {
      const { auth } = await client()
      await giveCode(auth, input.code)
    }),
  )
  return { logic: secondStepMachine.provide({ actors: { verifyCode } }), input: undefined }
}
