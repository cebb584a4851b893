import { escapeHtml } from '../_shared/contract/text.ts'

/** Where the links of a confirmation mail lead. */
export interface MailLinks {
  /** The site's origin, e.g. https://havbors.no. */
  siteUrl: string
  /** The project's API URL, where mail programs send the one-click leave (RFC 8058). */
  supabaseUrl: string
}

export interface ConfirmationMail {
  subject: string
  text: string
  html: string
  headers: Record<string, string>
}

/** The one-click leave address of a leave token, which mail programs POST to (the function's /avmeld). */
export function oneClickLeaveUrl(supabaseUrl: string, leaveToken: string): string {
  return `${supabaseUrl}/functions/v1/newsletter/avmeld?token=${leaveToken}`
}

/**
 * The page a person leaves on, where a leave token leads. The token is encoded: the one-click leave
 * sends a scanner's GET on with whatever token it carried, and a line break or a letter beyond Latin-1
 * cannot stand in a Location header.
 */
export function leavePageUrl(siteUrl: string, leaveToken: string): string {
  return `${siteUrl}/nyhetsbrev/avmeld?token=${encodeURIComponent(leaveToken)}`
}

/**
 * The Norwegian mail asking the address to confirm its sign-up: a link to the confirmation page, whose
 * press confirms, and a personal link to leave, also as List-Unsubscribe headers for one click in the
 * mail program (RFC 8058).
 */
export function composeConfirmationMail(links: MailLinks, tokens: { confirm: string; leave: string }): ConfirmationMail {
  const confirmUrl = `${links.siteUrl}/nyhetsbrev/bekreft?token=${tokens.confirm}`
  const leaveUrl = leavePageUrl(links.siteUrl, tokens.leave)
  const paragraphs = [
    'Hei!',
    'Denne e-postadressen er meldt på nyhetsbrevet fra Havbørs. Bekreft påmeldingen med lenken under, så sender vi deg nyhetsbrevet.',
    'Har du ikke meldt deg på selv, kan du se bort fra denne e-posten. Uten bekreftelse får du ingenting mer fra oss, og adressen slettes etter 7 dager.',
  ]
  const text = [
    ...paragraphs.slice(0, 2),
    `Bekreft påmeldingen: ${confirmUrl}`,
    paragraphs[2],
    `Meld meg av: ${leaveUrl}`,
    'Hilsen Havbørs',
  ].join('\n\n')
  const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}">${label}</a></p>`
  const html = [
    ...paragraphs.slice(0, 2).map((paragraph) => `<p>${paragraph}</p>`),
    link(confirmUrl, 'Bekreft påmeldingen'),
    `<p>${paragraphs[2]}</p>`,
    link(leaveUrl, 'Meld meg av'),
    '<p>Hilsen Havbørs</p>',
  ].join('\n')
  return {
    subject: 'Bekreft påmeldingen til nyhetsbrevet fra Havbørs',
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClickLeaveUrl(links.supabaseUrl, tokens.leave)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
