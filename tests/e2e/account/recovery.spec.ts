import type { Page } from '@playwright/test'
import { PASSWORD_RESET } from '../../../messages/account'
import {
  alteredToken,
  declineCookies,
  expectSignedIn,
  NEW_PASSWORD,
  passwordResetForm,
  RECOVERY_SENT,
  recoveryPanel,
  REFUSED_TOKEN,
  requestRecoveryThroughStack,
  saveNewPassword,
  secondsIn,
  stackAcceptsPassword,
  brokenLink,
} from '../support/account'
import { createConfirmedUser, mailedLinkFor, mailsOfKind, STRONG_PASSWORD } from '../support/auth'
import { toast } from '../support/toast'
import { inbox, uniqueEmail } from '../support/backend'
import { SITE_URL, STACK_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { failedLoad } from '../support/console'
import { secondStep, turnOnTwoStep } from '../support/twoStep'
import { totpCode, wrongTotpCode } from '../../support/twoStep'
import { CODE_PROBLEMS } from '../../../messages/twoStep'

/**
 * 'Glemt passord?' end to end against the run's stack: the request on /auth, the real mail in the
 * inbox, its link to /nytt-passord, and the new password.
 */

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

async function openRecoveryPanel(page: Page) {
  await page.goto('/auth')
  await waitForHydration(page)
  const recovery = recoveryPanel(page)
  await recovery.opener.click()
  await expect(recovery.heading).toBeFocused()
  return recovery
}

/** Asks for a link to `email` in the open panel and waits for the answer. */
async function askForLink(page: Page, email: string) {
  const recovery = recoveryPanel(page)
  await recovery.email.fill(email)
  await recovery.submit.click()
  await expect(recovery.answer).toHaveText(RECOVERY_SENT)
}

/** The stack's answers to the page's auth requests, as `METHOD path status body`, once each has come. */
function watchAuthAnswers(page: Page): Promise<string>[] {
  const answers: Promise<string>[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    const request = response.request()
    if (url.origin === STACK_URL && url.pathname.startsWith('/auth/v1/') && request.method() !== 'OPTIONS')
      answers.push(response.text().then((body) => `${request.method()} ${url.pathname} ${response.status()} ${body}`))
  })
  return answers
}

test("a person who forgot the password asks on /auth, follows the mail's link, saves a new one and lands on / signed in", async ({
  page,
  context,
}) => {
  const user = await createConfirmedUser('glemt')
  await openRecoveryPanel(page)
  await askForLink(page, user.email)

  const link = await mailedLinkFor(user.email, 'recovery')
  expect(`${new URL(link.url).origin}${new URL(link.url).pathname}`).toBe(`${SITE_URL}/nytt-passord`)
  expect(link.type).toBe('recovery')

  // The person opens the mail's link in a tab of the same browser, after another page of the site.
  const tab = await context.newPage()
  await tab.goto('/om-oss')
  await waitForHydration(tab)
  await tab.goto(link.url)
  await waitForHydration(tab)
  await expect(tab, 'the token is taken out of the address bar').toHaveURL(`${SITE_URL}/nytt-passord`)
  const form = passwordResetForm(tab)
  await expect(form.password).toBeVisible()
  await expect(form.confirmPassword).toBeVisible()
  await expect(form.showPasswords).toBeVisible()
  await expect(form.checklist).toBeVisible()

  await saveNewPassword(tab, NEW_PASSWORD)
  await expect(tab).toHaveURL(`${SITE_URL}/`)
  await expect(toast(tab, { title: PASSWORD_RESET.title, message: PASSWORD_RESET.message, type: 'success' })).toBeVisible()
  await expectSignedIn(tab)

  expect(await stackAcceptsPassword(user.email, STRONG_PASSWORD), 'the old password is refused').toBe(false)
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD), 'the new password is accepted').toBe(true)

  // Neither the page the link led to nor the one before it kept the token: Back leaves for /om-oss.
  await tab.goBack()
  await expect(tab).toHaveURL(`${SITE_URL}/om-oss`)
  expect(tab.url()).not.toContain(link.tokenHash)
  await tab.goForward()
  await expect(tab).toHaveURL(`${SITE_URL}/`)
})

test('the same recovery link opened again, once used, gets the broken-link page', async ({ page, browserProblems }) => {
  browserProblems.allow(REFUSED_TOKEN)
  const user = await createConfirmedUser('brukt-lenke')
  await openRecoveryPanel(page)
  await askForLink(page, user.email)
  const link = await mailedLinkFor(user.email, 'recovery')
  await page.goto(link.url)
  await waitForHydration(page)
  await saveNewPassword(page, NEW_PASSWORD)
  await expect(page).toHaveURL(`${SITE_URL}/`)

  await page.goto(link.url)
  await waitForHydration(page)
  await saveNewPassword(page, 'Annetpass2025!')
  const broken = brokenLink(page)
  await expect(broken.heading).toBeVisible()
  await expect(broken.heading).toBeFocused()
  await expect(broken.sendRecoveryLink).toBeVisible()
  await expect(page).toHaveURL(`${SITE_URL}/nytt-passord`)
  expect(await stackAcceptsPassword(user.email, 'Annetpass2025!'), 'the used link changed nothing').toBe(false)
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
  expect(browserProblems.consoleErrors.filter((text) => REFUSED_TOKEN.test(text))).toHaveLength(1)
})

test('an address without an account gets the same answer and the same exchange with the backend, and no mail', async ({ page }) => {
  const user = await createConfirmedUser('kjent')
  const unknown = uniqueEmail('ukjent')

  const answers = watchAuthAnswers(page)
  await openRecoveryPanel(page)
  await askForLink(page, user.email)
  const known = await Promise.all(answers.splice(0))
  const knownText = await recoveryPanel(page).answer.textContent()

  await openRecoveryPanel(page)
  await askForLink(page, unknown)
  const other = await Promise.all(answers.splice(0))

  expect(known).toEqual(['POST /auth/v1/recover 200 {}'])
  expect(other).toEqual(known)
  expect(await recoveryPanel(page).answer.textContent()).toBe(knownText)
  await mailsOfKind(user.email, 'recovery')
  expect(await inbox.mailsTo(unknown)).toEqual([])
})

test("a second 'Send lenke' within the minute tells the seconds left without asking the backend, and the clock's minute frees it", async ({
  page,
}) => {
  await page.clock.install()
  const answers = watchAuthAnswers(page)
  const recovery = await openRecoveryPanel(page)
  const email = uniqueEmail('ukjent-igjen')
  await page.clock.pauseAt(Date.now() + 1000)
  await askForLink(page, email)
  expect(answers).toHaveLength(1)

  await recovery.submit.click()
  expect(await secondsIn(recovery.answer)).toBe(60)
  await page.clock.runFor(30_000)
  await recovery.submit.click()
  expect(await secondsIn(recovery.answer)).toBe(30)
  expect(answers, 'no request while the minute runs').toHaveLength(1)

  await page.clock.runFor(30_000)
  await recovery.submit.click()
  await expect(recovery.answer).toHaveText(RECOVERY_SENT)
  await expect.poll(() => answers.length).toBe(2)
  expect(await answers[1]).toBe('POST /auth/v1/recover 200 {}')
})

test("'Tilbake til innlogging' closes the panel and gives the focus back to 'Glemt passord?'", async ({ page }) => {
  const recovery = await openRecoveryPanel(page)
  await recovery.back.click()
  await expect(recovery.panel).toHaveCount(0)
  await expect(recovery.opener).toBeFocused()
})

test('an altered recovery token gets the broken-link page, whose form sends a new link that works', async ({ page, browserProblems }) => {
  browserProblems.allow(REFUSED_TOKEN)
  const user = await createConfirmedUser('endret')
  // A token as a mail would have it, with one character changed: the user's own sign-up token, spent.
  const { tokenHash } = await mailedLinkFor(user.email, 'confirmation')
  const altered = alteredToken(tokenHash)
  await page.goto(`/nytt-passord?token_hash=${altered}&type=recovery`)
  await waitForHydration(page)
  await expect(page).toHaveURL(`${SITE_URL}/nytt-passord`)
  await saveNewPassword(page, NEW_PASSWORD)

  const broken = brokenLink(page)
  await expect(broken.heading).toBeFocused()
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(false)
  await broken.email.fill(user.email)
  await broken.sendRecoveryLink.click()
  await expect(broken.answer).toHaveText(RECOVERY_SENT)

  const link = await mailedLinkFor(user.email, 'recovery')
  await page.goto(link.url)
  await waitForHydration(page)
  await saveNewPassword(page, NEW_PASSWORD)
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(toast(page, { title: PASSWORD_RESET.title, type: 'success' })).toBeVisible()
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
})

test('with two-step sign-in on, the mail’s link and the app’s code together set the new password', async ({ page, browserProblems }) => {
  browserProblems.allow(failedLoad('/auth/v1/factors/', 422))
  const user = await createConfirmedUser('glemt-totrinn')
  const secret = await turnOnTwoStep(user)
  await requestRecoveryThroughStack(user.email)
  await page.goto((await mailedLinkFor(user.email, 'recovery')).url)
  await waitForHydration(page)
  await saveNewPassword(page, NEW_PASSWORD)

  const step = secondStep(page)
  await expect(step.heading).toBeFocused()
  await step.code.fill(wrongTotpCode(secret))
  await passwordResetForm(page).submit.click()
  await expect(step.code).toHaveAccessibleDescription(new RegExp(CODE_PROBLEMS.wrong.message.replace(/\./g, '\\.')))
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(false)

  await step.code.fill(totpCode(secret))
  await passwordResetForm(page).submit.click()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(toast(page, PASSWORD_RESET)).toBeVisible()
  await expectSignedIn(page)
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
})
