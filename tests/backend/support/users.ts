import type { SupabaseClient } from '@supabase/supabase-js'
import { confirmAddress } from './inbox'
import { anonClient, uniqueEmail } from './stack'

/** The password the suite's users sign up with; it meets the policy. */
export const PASSWORD = 'Brønnbåt-2026!'

/** A new user, signed up with PASSWORD (and `data`) and its address confirmed; the address. */
export async function confirmedAddress(label: string, data?: Record<string, unknown>): Promise<string> {
  const email = uniqueEmail(label)
  await anonClient().auth.signUp({ email, password: PASSWORD, ...(data ? { options: { data } } : {}) })
  await confirmAddress(email)
  return email
}

/** `email` signed in on a client of its own, with the session; throws when the sign-in is refused. */
export async function signedIn(email: string, password = PASSWORD) {
  const client = anonClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error(`No session for ${email}`)
  return { client, session: data.session }
}

/** A confirmed user, signed in on a client of its own. */
export async function confirmedUser(label: string, data?: Record<string, unknown>) {
  const email = await confirmedAddress(label, data)
  return { email, ...(await signedIn(email)) }
}

/** The access token of a client's session. */
export async function accessTokenOf(client: SupabaseClient): Promise<string> {
  const { data } = await client.auth.getSession()
  return data.session!.access_token
}
