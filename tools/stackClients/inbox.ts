/** A mail as the local stack's inbox (MailDev) lists it. */
export interface InboxMail {
  id: string
  subject: string
  to: { address: string; name?: string }[]
  from: { address: string; name?: string }[]
  date: string
}

export interface WaitOptions {
  /** Only mails whose subject matches. */
  subject?: string | RegExp
  /** How many such mails to wait for; 1 unless said. */
  count?: number
  timeoutMs?: number
}

function subjectMatches(mail: InboxMail, subject: string | RegExp | undefined): boolean {
  if (subject === undefined) return true
  return typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)
}

/** The links of a mail's HTML, in order, with their entities decoded. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
}

/** Reads the inbox of the local stack at `inboxUrl` through MailDev's JSON API. */
export function inboxAt(inboxUrl: string) {
  async function call(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${inboxUrl}${path}`, init)
    if (!response.ok) throw new Error(`The inbox answered ${response.status} to ${init?.method ?? 'GET'} ${path}`)
    return response
  }

  /** Every mail in the inbox, oldest first. */
  async function mails(): Promise<InboxMail[]> {
    return (await (await call('/api/email')).json()) as InboxMail[]
  }

  /** The mails to `address`, oldest first. */
  async function mailsTo(address: string): Promise<InboxMail[]> {
    const wanted = address.toLowerCase()
    return (await mails()).filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === wanted))
  }

  async function htmlOf(mail: Pick<InboxMail, 'id'>): Promise<string> {
    return (await call(`/api/email/${mail.id}/html`)).text()
  }

  /** The mails to `address` (matching `subject`), oldest first, once there are `count` of them or more. */
  async function waitForMails(address: string, { subject, count = 1, timeoutMs = 10_000 }: WaitOptions = {}): Promise<InboxMail[]> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = (await mailsTo(address)).filter((candidate) => subjectMatches(candidate, subject))
      if (found.length >= count) return found
      if (Date.now() > deadline)
        throw new Error(
          `${found.length} mails to ${address}${subject ? ` with subject ${String(subject)}` : ''}, not ${count}, in ${timeoutMs} ms`,
        )
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** The newest mail to `address` (matching `subject`), waiting for it to arrive. */
  async function waitForMailTo(address: string, options: WaitOptions = {}): Promise<InboxMail> {
    return (await waitForMails(address, options)).at(-1)!
  }

  /** The first link of a mail whose address matches `pattern` (any link without one). */
  async function linkIn(mail: Pick<InboxMail, 'id'>, pattern?: RegExp): Promise<string> {
    const link = linksIn(await htmlOf(mail)).find((href) => !pattern || pattern.test(href))
    if (!link) throw new Error(`Mail ${mail.id} holds no link${pattern ? ` matching ${String(pattern)}` : ''}`)
    return link
  }

  /** Empties the inbox. */
  async function clear(): Promise<void> {
    await call('/api/email/all', { method: 'DELETE' })
  }

  return { url: inboxUrl, mails, mailsTo, htmlOf, waitForMails, waitForMailTo, linkIn, clear }
}

export type Inbox = ReturnType<typeof inboxAt>
