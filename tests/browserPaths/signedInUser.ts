import { SITE_URL } from '../../tools/browser/endpoints'
import { confirmThroughStack, type TestUser } from '../e2e/support/auth'
import { anonClient } from '../e2e/support/backend'

/** A confirmed user of `email` with the password a path types, made through the stack. */
export async function confirmedUserWithPassword(email: string, password: string): Promise<TestUser> {
  const user = { email, password }
  const { error } = await anonClient().auth.signUp({ ...user, options: { emailRedirectTo: `${SITE_URL}/` } })
  if (error) throw new Error(`Signing up ${user.email} failed: ${error.message}`)
  await confirmThroughStack(user.email)
  return user
}
