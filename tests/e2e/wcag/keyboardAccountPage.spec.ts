import { ACCOUNT_DELETED, PASSWORD_CHANGED, SIGNED_OUT_EVERYWHERE } from '../../../messages/account'
import {
  accountPage,
  expectSignedIn,
  expectSignedOut,
  navAccount,
  NEW_PASSWORD,
  openAccountSignedIn,
  openSignedIn,
  SIGN_OUT_OF_DELETED,
  stackAcceptsPassword,
} from '../support/account'
import { toast } from '../support/toast'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { expectFocusSeen, pressOn, typeInto } from '../support/keyboard'

/**
 * WCAG 2.2, 2.1.1 Keyboard: 'Min konto' (/konto) reached and used with the keyboard alone, on a first
 * visit with the cookie banner open: 'Endre passord', 'Logg ut overalt' and 'Slett kontoen'.
 */

test("'Min konto' from the navigation, and 'Endre passord' there, by keyboard alone", async ({ page }) => {
  const user = await openSignedIn(page, '/om-oss', 'tastatur-endre')
  await pressOn(page, navAccount(page).account)
  await expect(page).toHaveURL(`${SITE_URL}/konto`)
  await expect(page.getByRole('main')).toBeFocused()
  const { email, change } = accountPage(page)
  await expect(email).toHaveText(user.email)

  await typeInto(page, change.currentPassword, user.password)
  await typeInto(page, change.password, NEW_PASSWORD)
  await typeInto(page, change.confirmPassword, NEW_PASSWORD)
  await pressOn(page, change.submit)
  await expect(toast(page, PASSWORD_CHANGED)).toBeVisible()
  await expectFocusSeen(change.submit)
  await expectSignedIn(page)
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
})

test("'Logg ut overalt', by keyboard alone", async ({ page }) => {
  await openAccountSignedIn(page)
  await pressOn(page, accountPage(page).signOutEverywhere)
  await expect(toast(page, SIGNED_OUT_EVERYWHERE)).toBeVisible()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(page.getByRole('main')).toBeFocused()
  await expectSignedOut(page)
})

test("'Slett kontoen', by keyboard alone", async ({ page, browserProblems }) => {
  browserProblems.allow(SIGN_OUT_OF_DELETED)
  const user = await openAccountSignedIn(page)
  const { deletion } = accountPage(page)
  await typeInto(page, deletion.confirmEmail, user.email)
  await typeInto(page, deletion.password, user.password)
  await pressOn(page, deletion.submit)
  await expect(toast(page, ACCOUNT_DELETED)).toBeVisible()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(page.getByRole('main')).toBeFocused()
  await expectSignedOut(page)
  expect(await stackAcceptsPassword(user.email, user.password), 'the account is gone').toBe(false)
})
