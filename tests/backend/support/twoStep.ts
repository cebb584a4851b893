import type { SupabaseClient } from '@supabase/supabase-js'
import { totpCode } from '../../support/totp'
import { confirmedUser } from './users'

/** The issuer the site names in an authenticator app. */
export const ISSUER = 'Havbørs'

/** A new TOTP factor of the client's user, not yet verified: its id and secret. */
export async function enrolledFactor(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', issuer: ISSUER, ...(friendlyName ? { friendlyName } : {}) })
  if (error) throw error
  return data
}

/** Gives the factor's code now, as a person does at the site: a challenge and its verification at once. */
export async function giveCode(client: SupabaseClient, factorId: string, secret: string) {
  const { data, error } = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) })
  if (error) throw error
  return data
}

/** A confirmed user with two-step sign-in on, signed in at aal2 on a client of its own, and the factor's secret. */
export async function userWithTwoStep(label: string) {
  const user = await confirmedUser(label)
  const factor = await enrolledFactor(user.client)
  const session = await giveCode(user.client, factor.id, factor.totp.secret)
  return { ...user, session, factorId: factor.id, secret: factor.totp.secret }
}
