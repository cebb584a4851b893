import { anonClient } from './stack'
import { authMailsAt } from './authMail'

export const { mailsTo, htmlOf, mailsOnceThere, linkOf, nthLink, textOf } = authMailsAt()

/** Confirms `email` as the site's confirmation page does: the token hash of its mail, verified once. */
export async function confirmAddress(email: string): Promise<void> {
  const { tokenHash } = await nthLink(email)
  const { error } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
  if (error) throw error
}
