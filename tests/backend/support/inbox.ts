import { INBOX_URL } from './stack'

interface Listed {
  id: string
  subject: string
  to: { address: string }[]
}

export async function mailsTo(address: string, inboxUrl = INBOX_URL): Promise<Listed[]> {
  const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as Listed[]
  return mails.filter((mail) => mail.to.some((recipient) => recipient.address === address))
}

export async function htmlOf(mail: Listed, inboxUrl = INBOX_URL): Promise<string> {
  return (await fetch(`${inboxUrl}/api/email/${mail.id}/html`)).text()
}

/** The confirmation link of the last sign-up mail to `address`. */
export async function confirmationLink(address: string): Promise<string> {
  const [mail] = (await mailsTo(address)).slice(-1)
  if (!mail) throw new Error(`No mail to ${address}`)
  const href = /href="([^"]+)"/.exec(await htmlOf(mail))?.[1]
  if (!href) throw new Error('The mail holds no link')
  return href.replace(/&amp;/g, '&')
}
