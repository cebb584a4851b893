import type { Locator, Page } from '@playwright/test'
import type { Session } from '@supabase/supabase-js'
import { LAST_CONTACT_SUBMISSION_KEY } from '../../../machines/lastContactSubmission'
import { authStorageKey } from '../../../src/backend/authStorageKey'
import { authPageText } from '../../../src/content/authForm'
import { navigationText } from '../../../src/content/navigation'
import { toastText } from '../../../src/content/toast'
import { anonClient, inbox, uniqueEmail } from './backend'
import { SITE_URL, STACK_URL } from './endpoints'

/** Where supabase-js keeps the session in the browser for the run's stack: 'sb-127-auth-token'. */
export const AUTH_STORAGE_KEY = authStorageKey(STACK_URL)
export { LAST_CONTACT_SUBMISSION_KEY }

/** A password that meets every rule of the sign-up policy, on the site and on the stack. */
export const STRONG_PASSWORD = 'Havbruk2024!'

/** The subject of the stack's sign-up confirmation mail (supabase/local/confirmationEmail.ts). */
const CONFIRMATION_SUBJECT = 'Bekreft e-postadressen din'

export interface TestUser {
  email: string
  password: string
}

/** Signs a new user up through the stack, as the site does; the confirmation mail waits in the inbox. */
export async function createUnconfirmedUser(label: string): Promise<TestUser> {
  const user = { email: uniqueEmail(label), password: STRONG_PASSWORD }
  const { error } = await anonClient().auth.signUp({ ...user, options: { emailRedirectTo: `${SITE_URL}/` } })
  if (error) throw new Error(`Signing up ${user.email} failed: ${error.message}`)
  return user
}

/** The confirmation link of the sign-up mail to `email`, waiting for the mail to arrive. */
export async function confirmationLinkFor(email: string): Promise<string> {
  const mail = await inbox.waitForMailTo(email, { subject: CONFIRMATION_SUBJECT })
  return inbox.linkIn(mail, /\/auth\/v1\/verify\?/)
}

/** A user who signed up and followed the confirmation link (outside the browser), so may sign in. */
export async function createConfirmedUser(label: string): Promise<TestUser> {
  const user = await createUnconfirmedUser(label)
  const response = await fetch(await confirmationLinkFor(user.email), { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  if (response.status !== 303 || !location.includes('access_token='))
    throw new Error(`Confirming ${user.email} failed: ${response.status} to ${location || '(no location)'}`)
  return user
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
  return {
    tab: (name: 'signIn' | 'signUp') => page.getByRole('tab', { name: authPageText.tabs[name], exact: true }),
    panel,
    email: panel.getByLabel(authPageText.labels.email, { exact: true }),
    password: panel.getByLabel(authPageText.labels.password, { exact: true }),
    confirmPassword: panel.getByLabel(authPageText.labels.confirmPassword, { exact: true }),
    showPasswords: panel.getByRole('button', { name: authPageText.showPasswords }),
    submit: panel.locator('button[type=submit]'),
    /** The checklist item of the rule named `label`. */
    rule: (label: string) => panel.getByRole('listitem').filter({ hasText: label }),
  }
}

/** The toast card with this title and message, in the live region of its type. */
export function toast(page: Page, { title, message, type = 'error' }: { title: string; message?: string; type?: string }) {
  const region = page
    .getByRole('region', { name: toastText.regionLabel })
    .getByRole(type === 'error' || type === 'warning' ? 'alert' : 'status')
  const card = region.locator(`[data-type="${type}"]`).filter({ hasText: title })
  return message === undefined ? card : card.filter({ hasText: message })
}

/** Collects the requests a page makes to the stack's auth API, as `METHOD path`. */
export function watchAuthRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === STACK_URL && url.pathname.startsWith('/auth/v1/') && request.method() !== 'OPTIONS')
      requests.push(`${request.method()} ${url.pathname}`)
  })
  return requests
}
