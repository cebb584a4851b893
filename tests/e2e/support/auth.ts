import { expect, type Locator, type Page } from '@playwright/test'
import type { Session } from '@supabase/supabase-js'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import { authStorageKey } from '../../../src/backend/authStorageKey'
import { emailConfirmationText } from '../../../src/content/account'
import { authPageText } from '../../../src/content/authForm'
import { navigationText } from '../../../src/content/navigation'
import { anonClient, inbox, uniqueEmail } from './backend'
import { SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'

/** Where supabase-js keeps the session in the browser for the run's stack: 'sb-127-auth-token'. */
export const AUTH_STORAGE_KEY = authStorageKey(STACK_URL)
export { LAST_CONTACT_SUBMISSION_KEY }

/** A password that meets every rule of the sign-up policy, on the site and on the stack. */
export const STRONG_PASSWORD = 'Havbruk2024!'

/** The subjects of the stack's mails (supabase/templates/), by the kind of link they carry. */
export const MAIL_SUBJECTS = { confirmation: 'Bekreft e-postadressen din', recovery: 'Lag nytt passord' } as const
export type MailKind = keyof typeof MAIL_SUBJECTS

/** The site's page each kind of mail links to, with `?token_hash=…&type=…`. */
export const MAIL_LINK_PATHS = { confirmation: '/bekreft-e-post', recovery: '/nytt-passord' } as const

export interface TestUser {
  email: string
  password: string
}

/** A mailed link to a page of the site, and what that page takes out of it. */
export interface MailedLink {
  /** The whole link, as the mail has it. */
  url: string
  tokenHash: string
  type: string
}

/** The mails of `kind` to `email`, oldest first, once there are at least `count` of them. */
export const mailsOfKind = (email: string, kind: MailKind, count = 1, timeoutMs = 10_000) =>
  inbox.waitForMails(email, { subject: MAIL_SUBJECTS[kind], count, timeoutMs })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The site link of the `count`th mail of `kind` to `email` (the first by default), waiting for it to arrive. */
export async function mailedLinkFor(email: string, kind: MailKind, count = 1): Promise<MailedLink> {
  const mail = (await mailsOfKind(email, kind, count))[count - 1]!
  const url = await inbox.linkIn(mail, new RegExp(`^${escapeRegExp(`${SITE_URL}${MAIL_LINK_PATHS[kind]}?`)}`))
  const params = new URL(url).searchParams
  return { url, tokenHash: params.get('token_hash') ?? '', type: params.get('type') ?? '' }
}

/** Signs a new user up through the stack, as the site does; the confirmation mail waits in the inbox. */
export async function createUnconfirmedUser(label: string): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password: STRONG_PASSWORD }
  const { error } = await anonClient().auth.signUp({ ...user, options: { emailRedirectTo: `${SITE_URL}/` } })
  if (error) throw new Error(`Signing up ${user.email} failed: ${error.message}`)
  return user
}

/** The confirmation link of the sign-up mail to `email` (to /bekreft-e-post), waiting for the mail to arrive. */
export async function confirmationLinkFor(email: string): Promise<string> {
  return (await mailedLinkFor(email, 'confirmation')).url
}

/** Confirms `email` outside the browser as /bekreft-e-post does: its mail's token hash, verified once. */
export async function confirmThroughStack(email: string): Promise<void> {
  const { tokenHash } = await mailedLinkFor(email, 'confirmation')
  const { error } = await anonClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
  if (error) throw new Error(`Confirming ${email} failed: ${error.message}`)
}

/** A user who signed up and confirmed the address (outside the browser), so may sign in. */
export async function createConfirmedUser(label: string): Promise<TestUser> {
  const user = await createUnconfirmedUser(label)
  await confirmThroughStack(user.email)
  return user
}

/**
 * Opens the confirmation link of the sign-up mail to `email` and presses 'Bekreft e-postadressen',
 * as the person does; resolves once the site has landed on / signed in.
 */
export async function confirmInBrowser(page: Page, email: string): Promise<void> {
  await page.goto(await confirmationLinkFor(email))
  await page.getByRole('button', { name: emailConfirmationText.submit, exact: true }).click()
  await page.waitForURL(`${SITE_URL}/`)
}

/** A fresh session of `user` from the stack's password grant, as supabase-js stores it. */
export async function signInThroughStack(user: TestUser): Promise<Session> {
  const { data, error } = await anonClient().auth.signInWithPassword(user)
  if (error || !data.session) throw new Error(`Signing in ${user.email} failed: ${error?.message ?? 'no session'}`)
  return data.session
}

/**
 * Stores `session` in the page's local storage before its first document runs, as an earlier visit
 * would have left it; `extra` entries are stored with it. Only once per tab, so a reload after a
 * sign-out does not bring the session back.
 */
export async function storeSessionBeforeLoad(page: Page, session: Session, extra: Record<string, string> = {}): Promise<void> {
  await page.addInitScript(
    ({ entries, marker }) => {
      if (sessionStorage.getItem(marker) !== null) return
      sessionStorage.setItem(marker, '1')
      for (const [key, value] of entries) localStorage.setItem(key, value)
    },
    { entries: Object.entries({ [AUTH_STORAGE_KEY]: JSON.stringify(session), ...extra }), marker: '__e2eSessionStored' },
  )
}

/** A local-storage entry of the page's origin, or null. */
export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key)
}

/** The account links of the navigation bar (desktop) or of an open drawer. */
export function accountLinks(scope: Locator) {
  return {
    logout: scope.getByRole('button', { name: navigationText.logout, exact: true }),
    login: scope.getByRole('link', { name: navigationText.login, exact: true }),
  }
}

/** The /auth form: its tabs, the fields of the selected tab's panel and its buttons. */
export function authForm(page: Page) {
  const panel = page.getByRole('tabpanel')
  // The panel's own form; an offer to send the confirmation again may follow it with a form of its own.
  const form = panel.locator('form').first()
  return {
    tab: (name: 'signIn' | 'signUp') => page.getByRole('tab', { name: authPageText.tabs[name], exact: true }),
    /** Chooses a tab and waits until its panel is the one shown: while the page hydrates, both may be for a moment. */
    selectTab: async (name: 'signIn' | 'signUp') => {
      const tab = page.getByRole('tab', { name: authPageText.tabs[name], exact: true })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(page.getByRole('tabpanel')).toHaveCount(1)
    },
    panel,
    email: panel.getByLabel(authPageText.labels.email, { exact: true }),
    password: panel.getByLabel(authPageText.labels.password, { exact: true }),
    confirmPassword: panel.getByLabel(authPageText.labels.confirmPassword, { exact: true }),
    showPasswords: panel.getByRole('button', { name: authPageText.showPasswords }),
    submit: form.locator('button[type=submit]'),
    /** The checklist item of the rule named `label`. */
    rule: (label: string) => panel.getByRole('listitem').filter({ hasText: label }),
  }
}

/** Collects the requests a page makes to the stack below `pathPrefix` (preflights left out), as `METHOD path`. */
export function watchStackRequests(page: Page, pathPrefix: string): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === STACK_URL && url.pathname.startsWith(pathPrefix) && request.method() !== 'OPTIONS')
      requests.push(`${request.method()} ${url.pathname}`)
  })
  return requests
}

/** Collects the requests a page makes to the stack's auth API, as `METHOD path`. */
export const watchAuthRequests = (page: Page): string[] => watchStackRequests(page, '/auth/v1/')
