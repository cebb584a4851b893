import { anonClient } from './stack'
import { authMailsAt } from './authMail'

export const { mailsTo, htmlOf, confirmationLink, mailsOnceThere, linkOf, nthLink, textOf } = authMailsAt()

/** Confirms `email` as the site's confirmation page does: the token hash of its mail, verified once. */
export async function confirmAddress(email: string, url?: string): Promise<void> {
  const inbox = url ? authMailsAt(url.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 3}`)) : authMailsAt()
  const { tokenHash } = await inbox.nthLink(email)
  const { error } = await anonClient(url).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
  if (error) throw error
}
