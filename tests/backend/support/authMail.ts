import { inboxAt, type InboxMail } from '../../../tools/stackClients/inbox'
import { INBOX_URL } from './stack'

/** What the site's pages take from a mailed link: the token hash and the verification type. */
export interface MailedLink {
  url: URL
  tokenHash: string
  type: string
}

/** Reading auth's mails from an inbox: they go out after the answer, so each read waits for them. */
export function authMailsAt(inboxUrl = INBOX_URL) {
  const inbox = inboxAt(inboxUrl)

  /** The mails to `address` once there are `count` of them (or more), oldest first. */
  const mailsOnceThere = (address: string, count = 1, timeoutMs = 10_000): Promise<InboxMail[]> =>
    inbox.waitForMails(address, { count, timeoutMs })

  /** The link of a mail that carries a token hash, as a site page receives it. */
  async function linkOf(mail: InboxMail): Promise<MailedLink> {
    const url = new URL(await inbox.linkIn(mail, /[?&]token_hash=/))
    return { url, tokenHash: url.searchParams.get('token_hash')!, type: url.searchParams.get('type')! }
  }

  /** The link of the `count`th mail to `address`, once it has come. */
  async function nthLink(address: string, count = 1): Promise<MailedLink> {
    return linkOf((await mailsOnceThere(address, count))[count - 1]!)
  }

  /** The plain-text part of a mail. */
  async function textOf(mail: InboxMail): Promise<string> {
    return ((await (await fetch(`${inboxUrl}/api/email/${mail.id}`)).json()) as { text: string }).text
  }

  return { ...inbox, mailsOnceThere, linkOf, nthLink, textOf }
}
