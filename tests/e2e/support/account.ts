import { twoStepCodeText } from '../../../src/content/twoStepCode'
import type { Locator, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import { accountText, emailConfirmationText, newPasswordLabels, passwordResetText } from '../../../src/content/account'
import { authPageText } from '../../../src/content/authForm'
import { brokenLinkText, confirmationResendText, mailRequestEmailLabel, recoveryRequestText } from '../../../src/content/mailRequest'
import { navigationText } from '../../../src/content/navigation'
import {
  accountLinks,
  authForm,
  createConfirmedUser,
  signInThroughStack,
  storeSessionBeforeLoad,
  STRONG_PASSWORD,
  type TestUser,
} from './auth'
import { toast } from './toast'
import { anonClient } from './backend'
import { failedLoad } from './console'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect } from './fixtures'
import { waitForHydration, waitUntilInteractive } from './hydration'

/**
 * The pages and panels of the ways back into an account, as a visitor finds them: 'Glemt passord?' on
 * /auth, the mail links' pages /bekreft-e-post and /nytt-passord, and 'Min konto' (/konto).
 */

/** A second password that meets every rule of the policy, for a user who changes theirs. */
export const NEW_PASSWORD = 'Brønnbåt2025?'

/** A token the stack refused (used, altered or expired): POST /verify answers 403. */
export const REFUSED_TOKEN = failedLoad('/auth/v1/verify', 403)
/** A mail asked for too soon after the last one: 429 over_email_send_rate_limit. */
export const MAIL_TOO_SOON = failedLoad('/auth/v1/resend', 429)
/** The sign-out of a deleted account's session, which the stack no longer knows (403); the browser forgets it all the same. */
export const SIGN_OUT_OF_DELETED = failedLoad('/auth/v1/logout?scope=local', 403)
/** A password grant refused: a wrong password or a deleted account. */
export const REFUSED_SIGN_IN = failedLoad('/auth/v1/token?grant_type=password', 400)

/** A stored choice keeps the cookie banner, fixed at the bottom of the page, off the forms. */
export async function declineCookies(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
}

/** The navigation bar's account links, with 'Min konto'. */
export function navAccount(page: Page) {
  const banner = page.getByRole('banner')
  return { ...accountLinks(banner), account: banner.getByRole('link', { name: navigationText.account, exact: true }) }
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(navAccount(page).logout).toBeVisible()
  await expect(navAccount(page).login).toHaveCount(0)
}

export async function expectSignedOut(page: Page): Promise<void> {
  await expect(navAccount(page).login).toBeVisible()
  await expect(navAccount(page).logout).toHaveCount(0)
}

/** Signs up `email` with the strong password on the 'Registrer' tab of /auth and waits for the success toast. */
export async function signUpOnSite(page: Page, email: string): Promise<void> {
  await page.goto('/auth')
  const form = authForm(page)
  await waitUntilInteractive(page, form.submit)
  await form.selectTab('signUp')
  await form.email.fill(email)
  await form.password.fill(STRONG_PASSWORD)
  await form.confirmPassword.fill(STRONG_PASSWORD)
  await form.submit.click()
  await expect(toast(page, { title: 'Registrering vellykket', type: 'success' })).toBeVisible()
}

/** A token as a mail would have it, with its last character changed: one the stack refuses. */
export function alteredToken(tokenHash: string): string {
  return `${tokenHash.slice(0, -1)}${tokenHash.endsWith('0') ? '1' : '0'}`
}

/** Whether the stack lets `email` in with `password`. */
export async function stackAcceptsPassword(email: string, password: string): Promise<boolean> {
  const { data, error } = await anonClient().auth.signInWithPassword({ email, password })
  return error === null && data.session !== null
}

/** Asks the stack for a recovery mail to `email`, as 'Glemt passord?' does. */
export async function requestRecoveryThroughStack(email: string): Promise<void> {
  const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: `${SITE_URL}/nytt-passord` })
  if (error) throw new Error(`Asking for a recovery mail to ${email} failed: ${error.message}`)
}

/** 'Glemt passord?' on the 'Logg inn' tab, and the panel it opens in the same card. */
export function recoveryPanel(page: Page) {
  const panel = page.getByRole('region', { name: recoveryRequestText.title, exact: true })
  return {
    opener: page.getByRole('tabpanel').getByRole('button', { name: authPageText.forgotPassword, exact: true }),
    panel,
    heading: panel.getByRole('heading', { name: recoveryRequestText.title, exact: true }),
    email: panel.getByLabel(mailRequestEmailLabel, { exact: true }),
    submit: panel.getByRole('button', { name: recoveryRequestText.submit, exact: true }),
    answer: panel.getByRole('status'),
    back: panel.getByRole('button', { name: recoveryRequestText.back, exact: true }),
  }
}

/** The answer 'Send lenke' gives for every address. */
export const RECOVERY_SENT = `${recoveryRequestText.sent} ${recoveryRequestText.sentHint}`

/** The wait message with its seconds, e.g. '… om 42 sekunder.'; the seconds are the first group. */
export const WAIT_MESSAGE = /^Vi sendte nylig en e-post til denne adressen\. Du kan be om en ny om (\d+) sekunder?\.$/

/** The seconds a wait message names. */
export async function secondsIn(answer: Locator): Promise<number> {
  await expect(answer).toHaveText(WAIT_MESSAGE)
  return Number(WAIT_MESSAGE.exec((await answer.textContent()) ?? '')![1])
}

/** The 'Send bekreftelsen på nytt' offer under the /auth form. */
export function resendOffer(page: Page) {
  const panel = page.getByRole('tabpanel')
  const form = panel.locator('form').filter({ has: page.getByRole('button', { name: confirmationResendText.submit }) })
  return {
    submit: form.getByRole('button', { name: confirmationResendText.submit, exact: true }),
    answer: form.getByRole('status'),
  }
}

/**
 * The broken-link answer of /bekreft-e-post and /nytt-passord, with its form for a new link; titled by
 * what is wrong (by default, a link the backend refused).
 */
export function brokenLink(page: Page, title: string = brokenLinkText.title) {
  const section = page.getByRole('region', { name: title, exact: true })
  return {
    section,
    heading: section.getByRole('heading', { name: title, exact: true }),
    email: section.getByLabel(mailRequestEmailLabel, { exact: true }),
    resendConfirmation: section.getByRole('button', { name: confirmationResendText.submit, exact: true }),
    sendRecoveryLink: section.getByRole('button', { name: recoveryRequestText.submit, exact: true }),
    answer: section.getByRole('status'),
    signIn: section.getByRole('link', { name: brokenLinkText.signIn.confirmation.link.label, exact: true }),
  }
}

/** /bekreft-e-post's one button. */
export function confirmButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: emailConfirmationText.submit, exact: true })
}

/** /nytt-passord's form. */
export function passwordResetForm(page: Page) {
  const main = page.getByRole('main')
  return {
    password: main.getByLabel(newPasswordLabels.password, { exact: true }),
    confirmPassword: main.getByLabel(newPasswordLabels.confirmPassword, { exact: true }),
    showPasswords: main.getByRole('button', { name: authPageText.showPasswords, exact: true }),
    checklist: main.getByRole('list').filter({ hasText: 'Minst 8 tegn' }),
    submit: main.getByRole('button', { name: passwordResetText.submit, exact: true }),
  }
}

/** Fills both fields of /nytt-passord with `password` and saves it. */
export async function saveNewPassword(page: Page, password: string): Promise<void> {
  const form = passwordResetForm(page)
  await form.password.fill(password)
  await form.confirmPassword.fill(password)
  await form.submit.click()
}

/** 'Min konto' and its three sections. */
export function accountPage(page: Page) {
  const main = page.getByRole('main')
  const change = main.getByRole('form', { name: accountText.changePassword.title, exact: true })
  const everywhere = main.getByRole('region', { name: accountText.signOutEverywhere.title, exact: true })
  const deletion = main.getByRole('form', { name: accountText.deleteAccount.title, exact: true })
  return {
    heading: main.getByRole('heading', { level: 1, name: accountText.title }),
    email: main.locator('dd'),
    change: {
      currentPassword: change.getByLabel(accountText.changePassword.currentPassword, { exact: true }),
      password: change.getByLabel(newPasswordLabels.password, { exact: true }),
      confirmPassword: change.getByLabel(newPasswordLabels.confirmPassword, { exact: true }),
      code: change.getByLabel(twoStepCodeText.codeLabel, { exact: true }),
      submit: change.getByRole('button', { name: accountText.changePassword.submit, exact: true }),
      form: change,
    },
    signOutEverywhere: everywhere.getByRole('button', { name: accountText.signOutEverywhere.submit, exact: true }),
    dataExport: main.getByRole('form', { name: accountText.dataExport.title, exact: true }).getByRole('button', {
      name: accountText.dataExport.submit,
      exact: true,
    }),
    deletion: {
      confirmEmail: deletion.getByLabel(accountText.deleteAccount.confirmEmail, { exact: true }),
      password: deletion.getByLabel(accountText.deleteAccount.password, { exact: true }),
      submit: deletion.getByRole('button', { name: accountText.deleteAccount.submit, exact: true }),
      form: deletion,
    },
  }
}

/**
 * Opens `path` with a fresh session of `user` (or of a new confirmed one, when a label is given in its
 * place) stored, as an earlier visit would have left it, and waits for 'Logg ut' in the navigation bar.
 */
export async function openSignedIn(page: Page, path: string, user: TestUser | string): Promise<TestUser> {
  const signedIn = typeof user === 'string' ? await createConfirmedUser(user) : user
  await storeSessionBeforeLoad(page, await signInThroughStack(signedIn))
  await page.goto(path)
  await waitForHydration(page)
  await expectSignedIn(page)
  return signedIn
}

/**
 * Opens /konto with a fresh session of `user` (a new confirmed one by default) stored, as an earlier
 * visit would have left it, and waits for the account's address to show.
 */
export async function openAccountSignedIn(page: Page, user?: TestUser): Promise<TestUser> {
  const signedIn = user ?? (await createConfirmedUser('konto'))
  await storeSessionBeforeLoad(page, await signInThroughStack(signedIn))
  await page.goto('/konto')
  await waitForHydration(page)
  await expect(accountPage(page).email).toHaveText(signedIn.email)
  return signedIn
}
