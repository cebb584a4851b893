import type { Session } from '@supabase/supabase-js'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import { SIGN_UP_SUCCESS } from '../../../messages/authForm'
import type { ToastText } from '../../../messages/toast'
import { authPageText } from '../../../src/content/authForm'
import { navigationText } from '../../../src/content/navigation'
import { toastText } from '../../../src/content/toast'
import { AUTH_STORAGE_KEY, createConfirmedUser, signInThroughStack, STRONG_PASSWORD, type TestUser } from '../../e2e/support/auth'
import type { Target, Visitor } from './visitor'

/**
 * The parts of the site the flows share, as a visitor finds them in any engine: the navigation (the
 * bar on a wide screen, the drawer on a phone), the toasts and the /auth form.
 */

/** The toast with this title, in the live region of its type. */
export function toast(visitor: Visitor, { title, type }: Pick<ToastText, 'title' | 'type'>): Target {
  return visitor
    .role('region', toastText.regionLabel)
    .role(type === 'error' || type === 'warning' ? 'alert' : 'status')
    .text(title)
}

/**
 * The main navigation's links and account links where the visitor reaches them: in the bar when it
 * shows them, otherwise in the drawer that 'Åpne meny' opens.
 */
export async function mainNavigation(visitor: Visitor): Promise<Target> {
  const drawer = visitor.role('dialog', navigationText.menuTitle)
  if (await drawer.isVisible()) return drawer
  const menuButton = visitor.role('navigation', navigationText.mainLabel).role('button', navigationText.openMenu)
  if (!(await menuButton.isVisible())) return visitor.role('navigation', navigationText.mainLabel)
  await menuButton.click()
  await drawer.waitVisible()
  return drawer
}

/** Waits until the navigation offers 'Logg ut' (signed in) and no 'Logg inn'. */
export function waitSignedIn(visitor: Visitor): Promise<void> {
  return waitForAccountLinks(visitor, true)
}

/** Waits until the navigation offers 'Logg inn' (signed out) and no 'Logg ut'. */
export function waitSignedOut(visitor: Visitor): Promise<void> {
  return waitForAccountLinks(visitor, false)
}

/** The account links sit in the bar on a wide screen; on a phone the visitor opens the drawer to see them, and closes it again with 'Lukk meny'. */
async function waitForAccountLinks(visitor: Visitor, signedIn: boolean): Promise<void> {
  const inBar = visitor.width >= ACCOUNT_LINKS_IN_BAR_FROM
  const scope = inBar ? visitor.role('navigation', navigationText.mainLabel) : await mainNavigation(visitor)
  const logout = scope.role('button', navigationText.logout)
  const login = scope.role('link', navigationText.login)
  await (signedIn ? logout : login).waitVisible()
  await (signedIn ? login : logout).waitHidden()
  if (inBar) return
  await closeDrawer(scope)
}

/**
 * Taps 'Lukk meny' and waits for the drawer to go; a second tap if it stays, as a visitor would: WebKit
 * under load has let a tap made as the drawer finished sliding in go unheeded. A drawer that took the
 * first tap but is still sliding out no longer takes taps, so the second one may miss: what counts is
 * that the drawer goes.
 */
async function closeDrawer(drawer: Target): Promise<void> {
  const closeButton = drawer.role('button', navigationText.closeMenu)
  await closeButton.click()
  try {
    await drawer.waitHidden(5000)
    return
  } catch {
    await closeButton.click().catch(() => undefined)
  }
  await drawer.waitHidden(10_000)
}

/** The width from which the bar shows the account links (Panda's lg breakpoint, src/components/layout/NavBar.tsx). */
const ACCOUNT_LINKS_IN_BAR_FROM = 1024

/** Stores entries in the site's local storage before the visit, as an earlier visit would have left them. */
export async function storeBeforeVisit(visitor: Visitor, entries: Record<string, string>): Promise<void> {
  await visitor.open('/personvern')
  await visitor.store(entries)
}

/** A stored choice keeps the cookie banner, fixed at the bottom of the page, off the forms. */
export const DECLINED_COOKIES = { [CONSENT_STORAGE_KEY]: 'declined' }

/** Opens `path` with a fresh session of `user` (a new confirmed one by default) stored, and waits until signed in. */
export async function openSignedIn(visitor: Visitor, path: string, user?: TestUser): Promise<{ user: TestUser; session: Session }> {
  const signedIn = user ?? (await createConfirmedUser(`innlogget-${visitor.engine}`))
  const session = await signInThroughStack(signedIn)
  await storeBeforeVisit(visitor, { ...DECLINED_COOKIES, [AUTH_STORAGE_KEY]: JSON.stringify(session) })
  await visitor.open(path)
  await waitSignedIn(visitor)
  return { user: signedIn, session }
}

/** The /auth form: its tabs, the fields of the selected tab's panel and its send button. */
export function authForm(visitor: Visitor, tab: 'signIn' | 'signUp') {
  const panel = visitor.role('tabpanel')
  return {
    tab: visitor.role('tab', authPageText.tabs[tab]),
    email: panel.label(authPageText.labels.email),
    password: panel.label(authPageText.labels.password),
    confirmPassword: panel.label(authPageText.labels.confirmPassword),
    submit: panel.role('button', authPageText.submit[tab]),
  }
}

/** Opens /auth on `tab` once its form can be used: what is typed before hydration commits may be lost. */
export async function openAuthForm(visitor: Visitor, tab: 'signIn' | 'signUp') {
  await visitor.open('/auth')
  await waitEnabled(authForm(visitor, 'signIn').submit)
  const form = authForm(visitor, tab)
  if (tab === 'signUp') {
    await form.tab.click()
    await form.tab.waitAttribute('aria-selected', 'true')
    await waitEnabled(form.submit)
  }
  return form
}

/** Signs `email` up on 'Registrer', cookies answered before the visit, and waits for the thanks. */
export async function signUpOnAuthPage(visitor: Visitor, email: string) {
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const form = await openAuthForm(visitor, 'signUp')
  await form.email.fill(email)
  await form.password.fill(STRONG_PASSWORD)
  await form.confirmPassword.fill(STRONG_PASSWORD)
  await form.submit.click()
  await toast(visitor, SIGN_UP_SUCCESS).waitVisible()
}

/** Waits until a control can be used: shown and not disabled (a form's send button is disabled until hydration commits). */
export function waitEnabled(control: Target) {
  return control.waitFor('enabled state', (state) => state.visible && !('disabled' in state.attributes))
}
