import type { Page } from '@playwright/test'
import { newsletterText } from '../../../src/content/newsletter'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { linkProblemText } from '../../../src/content/mailLink'
import { newsletterLinkCommonText, newsletterLinkText } from '../../../src/content/newsletterLink'
import type { NewsletterLinkKind } from '../../../src/flows/newsletter/newsletterLinkActors'
import { watchStackRequests } from './auth'
import { toast } from './toast'
import { inbox, newsletterSubscriptions, uniqueEmail } from './backend'
import { SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'
import { expect } from './fixtures'
import { waitUntilInteractive } from './hydration'

/**
 * The newsletter as a visitor meets it: the footer's sign-up form, the confirmation mail the stack's
 * newsletter function sends, and the pages its links open, /nyhetsbrev/bekreft and /nyhetsbrev/avmeld.
 */

export type { NewsletterLinkKind }

/** The subject of the mail that asks an address to confirm its sign-up. */
export const NEWSLETTER_MAIL_SUBJECT = 'Bekreft påmeldingen til nyhetsbrevet fra Havbørs'

/** The page each kind of link opens, with `?token=<64 hex>`. */
export const NEWSLETTER_LINK_PATHS = { confirm: '/nyhetsbrev/bekreft', leave: '/nyhetsbrev/avmeld' } as const satisfies Record<
  NewsletterLinkKind,
  string
>

/** The two kinds of link a newsletter mail carries, each to its page. */
export const NEWSLETTER_LINK_KINDS = ['confirm', 'leave'] as const satisfies readonly NewsletterLinkKind[]

/** A token of the form the backend hands out: 64 lowercase hex characters. */
export const NEWSLETTER_TOKEN = /^[0-9a-f]{64}$/

/** A well-formed token that no sign-up has. */
export const UNKNOWN_NEWSLETTER_TOKEN = 'ab'.repeat(32)

/** The footer's sign-up form: its address field, its send button (by its words at rest) and the line under it. */
export function newsletterField(page: Page) {
  const footer = page.getByRole('contentinfo')
  return {
    input: footer.getByLabel(newsletterText.emailLabel),
    send: footer.getByRole('button', { name: newsletterText.submit }),
    /** The line under the form that asks to confirm from the mail. */
    sentLine: footer.getByRole('status'),
  }
}

/** The footer's sign-up form on a page that can be used, and the requests the page makes to the stack's data API. */
export async function openNewsletterForm(page: Page, path = '/') {
  const restRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${STACK_URL}/rest/v1/`)) restRequests.push(`${request.method()} ${request.url()}`)
  })
  await page.goto(path)
  const form = { restRequests, ...newsletterField(page) }
  await waitUntilInteractive(page, form.send)
  return form
}

/** Expects the toast of a sign-up's outcome in the toast region of its type. */
export async function expectNewsletterToast(page: Page, outcome: { title: string; message: string; type: string }) {
  await expect(toast(page, outcome)).toBeVisible()
}

/** Signs `email` up in the footer of `path`, as a visitor does, and waits for the thanks and the line about the mail. */
export async function signUpInFooter(page: Page, email: string, path = '/') {
  const form = await openNewsletterForm(page, path)
  await form.input.fill(email)
  await form.send.click()
  await expectNewsletterToast(page, NEWSLETTER_TOASTS.subscribed)
  await expect(form.sentLine).toHaveText(newsletterText.confirmationSent)
  return form
}

/** A link of a newsletter mail: where it leads and the token it carries. */
export interface NewsletterMailLink {
  url: string
  token: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The address of the link labelled `label` in a mail's HTML, entities decoded; throws when there is none. */
function linkLabelled(html: string, label: string): string {
  const match = new RegExp(`<a href="([^"]+)">${escapeRegExp(label)}</a>`).exec(html)
  if (!match) throw new Error(`The mail has no link labelled '${label}'`)
  return match[1]!.replace(/&amp;/g, '&')
}

/**
 * The two links of the confirmation mail to `email`, by the labels the reader sees ('Bekreft
 * påmeldingen' and 'Meld meg av'), waiting for the mail to arrive (the stack mails every second).
 * Each must lead to its page on this site with a token of the backend's form.
 */
export async function newsletterMailLinks(email: string): Promise<Record<NewsletterLinkKind, NewsletterMailLink>> {
  const mail = await inbox.waitForMailTo(email, { subject: NEWSLETTER_MAIL_SUBJECT })
  const html = await inbox.htmlOf(mail)
  const linkOf = (kind: NewsletterLinkKind): NewsletterMailLink => {
    const url = linkLabelled(html, newsletterLinkText[kind].submit)
    const { origin, pathname, searchParams } = new URL(url)
    expect(`${origin}${pathname}`, `the '${newsletterLinkText[kind].submit}' link`).toBe(`${SITE_URL}${NEWSLETTER_LINK_PATHS[kind]}`)
    const token = searchParams.get('token') ?? ''
    expect(token).toMatch(NEWSLETTER_TOKEN)
    return { url, token }
  }
  return { confirm: linkOf('confirm'), leave: linkOf('leave') }
}

/** What /nyhetsbrev/bekreft or /nyhetsbrev/avmeld shows: its button and the answers that replace it. */
export function newsletterLinkPage(page: Page, kind: NewsletterLinkKind) {
  const main = page.getByRole('main')
  const text = newsletterLinkText[kind]
  return {
    title: main.getByRole('heading', { level: 1, name: text.title, exact: true }),
    button: main.getByRole('button', { name: text.submit, exact: true }),
    /** The problem shown when a press failed for a reason other than the link. */
    failed: main.getByText(newsletterLinkCommonText.failed),
    done: main.getByRole('heading', { name: text.done.title, exact: true }),
    /** The answer's link: on to leaving (with a new token) after confirming, to the front page after leaving. */
    doneLink: main.getByRole('link', { name: text.done.link.label, exact: true }),
    broken: main.getByRole('heading', { name: newsletterLinkCommonText.broken.title, exact: true }),
    /** The answer to a page opened without a token. */
    missing: main.getByRole('heading', { name: linkProblemText.missing.title, exact: true }),
  }
}

/** Opens a newsletter link's page at `url` and waits until its button can be pressed. */
export async function openNewsletterLink(page: Page, kind: NewsletterLinkKind, url: string) {
  const linkPage = newsletterLinkPage(page, kind)
  await page.goto(url)
  await waitUntilInteractive(page, linkPage.button)
  return linkPage
}

/** Opens a link's page at `url`, presses its button and waits for `answer` (by default 'done') to take the focus. */
export async function pressNewsletterLink(page: Page, kind: NewsletterLinkKind, url: string, answer: 'done' | 'broken' = 'done') {
  const linkPage = await openNewsletterLink(page, kind, url)
  await linkPage.button.click()
  await expect(linkPage[answer]).toBeFocused()
  return linkPage
}

/** Signs a new address up in the footer of `/` and waits for its confirmation mail: the address and the mail's links. */
export async function signUpForMail(page: Page, label: string) {
  const email = uniqueEmail(label)
  await signUpInFooter(page, email)
  return { email, links: await newsletterMailLinks(email) }
}

/** The one sign-up stored for `email`, read with the service role. */
export async function onlyRowOf(email: string) {
  const rows = await newsletterSubscriptions(email)
  expect(rows, `one sign-up of ${email}`).toHaveLength(1)
  return rows[0]!
}

/** The address of a newsletter page without its token, as the page leaves it in the address bar. */
export const newsletterPageUrl = (kind: NewsletterLinkKind) => `${SITE_URL}${NEWSLETTER_LINK_PATHS[kind]}`

/** Collects the calls a page makes to the backend's functions (`/rest/v1/rpc/...`), as `METHOD path`. */
export const watchRpcCalls = (page: Page): string[] => watchStackRequests(page, '/rest/v1/rpc/')
