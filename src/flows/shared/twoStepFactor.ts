import type { SupabaseClient } from '@supabase/supabase-js'

type Auth = Pick<SupabaseClient, 'auth'>['auth']

/**
 * Gives the app's code for the account's verified TOTP factor: challenged and verified at once, so the
 * challenge's five minutes never run out while the person types. The session is aal2 after it, and
 * supabase-js emits MFA_CHALLENGE_VERIFIED. Resolves with the factor's id.
 */
export async function giveCode(auth: Auth, code: string): Promise<string> {
  const factors = await auth.mfa.listFactors()
  if (factors.error) throw factors.error
  const factor = factors.data.totp[0]
  if (!factor) throw new Error('The account has no verified factor')
  const { error } = await auth.mfa.challengeAndVerify({ factorId: factor.id, code })
  if (error) throw error
  return factor.id
}
