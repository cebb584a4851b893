import { TWO_STEP_TOASTS, CODE_PROBLEMS } from '../../../messages/twoStep'
import { toastText } from '../../../src/content/toast'
import { ISSUER, totpCode, wrongTotpCode } from '../../support/twoStep'
import {
  accountPage,
  declineCookies,
  NEW_PASSWORD,
  openAccountSignedIn,
  SIGN_OUT_OF_DELETED,
  stackAcceptsPassword,
} from '../support/account'
import { ACCOUNT_DELETED, PASSWORD_CHANGED } from '../../../messages/account'
import { createConfirmedUser } from '../support/auth'
import { openAuthPage } from '../support/authPage'
import { failedLoad } from '../support/console'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { toast } from '../support/toast'
import { openAccountWithTwoStep, secondStep, twoStepSection } from '../support/twoStep'

/** 'Totrinnsinnlogging' on 'Min konto' against the run's stack, with a real user and codes from the page's key. */

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test('turns two-step sign-in on with the key the page shows, once the app’s first code is right', async ({ page, browserProblems }) => {
  browserProblems.allow(failedLoad('/auth/v1/factors/', 422))
  const user = await openAccountSignedIn(page, await createConfirmedUser('totrinn-pa'))
  const section = twoStepSection(page)
  await expect(section.off).toBeVisible()

  // A setup given up leaves a factor behind; the next one starts all the same.
  await section.start.click()
  await expect(section.scanHeading).toBeFocused()
  await section.cancel.click()
  await expect(section.start).toBeFocused()
  await section.start.click()
  await expect(section.scanHeading).toBeFocused()

  await expect(section.qrCode).toBeVisible()
  // Drawn, not a broken picture: an app can scan it.
  await expect.poll(() => section.qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expect(section.key).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
  const secret = (await section.key.innerText()).replace(/ /g, '')
  // The app lists the site by its name, never by a host and port.
  const link = (await section.appLink.getAttribute('href')) ?? ''
  expect(decodeURIComponent(link)).toContain(`otpauth://totp/${ISSUER}:${user.email}?`)
  expect(new URL(link).searchParams.get('secret')).toBe(secret)

  const wrong = wrongTotpCode(secret)
  await section.code.fill(wrong)
  await section.confirm.click()
  await expect(section.code).toHaveAccessibleDescription(new RegExp(CODE_PROBLEMS.wrong.message.replace(/\./g, '\\.')))
  await expect(section.code).toHaveValue(wrong)
  await toast(page, CODE_PROBLEMS.wrong).getByRole('button', { name: toastText.close }).click()

  await section.code.fill(totpCode(secret))
  await section.confirm.click()
  await expect(toast(page, { ...TWO_STEP_TOASTS.on })).toBeVisible()
  await expect(section.on).toBeVisible()
  await expect(section.stop).toBeFocused()

  // It holds: the next sign-in asks for the code.
  await page.reload()
  await waitForHydration(page)
  await expect(section.on).toBeVisible()
  await page.evaluate(() => localStorage.clear())
  const signIn = await openAuthPage(page)
  await signIn.email.fill(user.email)
  await signIn.password.fill(user.password)
  await signIn.submit.click()
  await expect(secondStep(page).heading).toBeFocused()
})

test('turns two-step sign-in off with a code, and the next sign-in asks for none', async ({ page, browserProblems }) => {
  browserProblems.allow(failedLoad('/auth/v1/factors/', 422))
  const user = await createConfirmedUser('totrinn-av')
  const secret = await openAccountWithTwoStep(page, user)
  const section = twoStepSection(page)
  await expect(section.on).toBeVisible()

  await section.stop.click()
  await expect(section.stopHeading).toBeFocused()
  await section.code.fill('12345')
  await section.stopSubmit.click()
  await expect(section.code).toHaveAccessibleDescription(new RegExp(CODE_PROBLEMS.notSixDigits.message.replace(/\./g, '\\.')))
  await toast(page, CODE_PROBLEMS.notSixDigits).getByRole('button', { name: toastText.close }).click()

  await section.code.fill(totpCode(secret))
  await section.stopSubmit.click()
  await expect(toast(page, { ...TWO_STEP_TOASTS.off })).toBeVisible()
  await expect(section.off).toBeVisible()
  await expect(section.start).toBeFocused()

  await page.evaluate(() => localStorage.clear())
  const signIn = await openAuthPage(page)
  await signIn.email.fill(user.email)
  await signIn.password.fill(user.password)
  await signIn.submit.click()
  await expect(page).toHaveURL(/\/$/)
  await expect(secondStep(page).heading).toBeHidden()
})

test('signed in with the code, the password changes with a new code, and the account deletes', async ({ page, browserProblems }) => {
  browserProblems.allow(SIGN_OUT_OF_DELETED)
  const user = await createConfirmedUser('totrinn-konto')
  const secret = await openAccountWithTwoStep(page, user)
  const account = accountPage(page)
  await account.change.currentPassword.fill(user.password)
  await account.change.password.fill(NEW_PASSWORD)
  await account.change.confirmPassword.fill(NEW_PASSWORD)
  await account.change.code.fill(totpCode(secret))
  await account.change.submit.click()
  // Closed as a person would, so the next toast is not queued behind it.
  await toast(page, PASSWORD_CHANGED).getByRole('button', { name: toastText.close }).click()
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)

  await account.deletion.confirmEmail.fill(user.email)
  await account.deletion.password.fill(NEW_PASSWORD)
  await account.deletion.submit.click()
  await expect(toast(page, ACCOUNT_DELETED)).toBeVisible()
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(false)
})
