import { anonClient, uniqueEmail } from './stack'
import { authMailsAt } from './authMail'

export const { mailsTo, htmlOf, mailsOnceThere, linkOf, nthLink, textOf } = authMailsAt()

/** Confirms `email` as the site's confirmation page does: the token hash of its mail, verified once. */
export async function confirmAddress(email: string): Promise<void> {
  const { tokenHash } = await nthLink(email)
  const { error } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
  if (error) throw error
}

/**
 * Resolves once every mail the stack sent so far has had its time to arrive: a sign-up made now mails a
 * marker address, and once that mail is in the inbox, a mail sent before it would be too. What a test
 * waits for before it says that a mail did not come.
 */
export async function earlierMailsArrived(): Promise<void> {
  const marker = uniqueEmail('merke')
  const { error } = await anonClient().auth.signUp({ email: marker, password: 'Merke-passord-2026!' })
  if (error) throw error
  await mailsOnceThere(marker)
}
