import { anonClient, inbox, uniqueEmail } from './backend'
import { SITE_URL } from './endpoints'

/** A password the sign-up policy accepts. */
export const GOOD_PASSWORD = 'Havbruk1!'

/**
 * Registers a fresh account through the stack's sign-up (as the /auth page does) and returns the
 * confirmation link of its e-mail, read from the inbox: following it signs the visitor in on the site.
 */
export async function confirmedSignUpLink(): Promise<string> {
  const email = uniqueEmail('innlogget')
  const { error } = await anonClient().auth.signUp({ email, password: GOOD_PASSWORD, options: { emailRedirectTo: `${SITE_URL}/` } })
  if (error) throw new Error(`Sign-up failed: ${error.message}`)
  return inbox.linkIn(await inbox.waitForMailTo(email))
}
