import { SITE_URL } from '../../tools/browser/endpoints'
import { confirmThroughStack, type TestUser } from '../e2e/support/auth'
import { anonClient, uniqueEmail } from '../e2e/support/backend'

/** A confirmed user with the password a path types as the current one, made through the stack. */
export async function confirmedUserWithPassword(label: string, password: string): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password }
  const { error } = await anonClient().auth.signUp({ ...user, options: { emailRedirectTo: `${SITE_URL}/` } })
  if (error) throw new Error(`Signing up ${user.email} failed: ${error.message}`)
  await confirmThroughStack(user.email)
  return user
}
