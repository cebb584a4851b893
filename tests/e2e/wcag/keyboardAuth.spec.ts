import { EMAIL_CONFIRMED } from '../../../messages/account'
import { SIGN_IN_SUCCESS } from '../../../messages/authForm'
import { confirmButton, expectSignedIn, expectSignedOut, navAccount, openSignedIn } from '../support/account'
import { AUTH_STORAGE_KEY, confirmationLinkFor, createConfirmedUser, storedItem } from '../support/auth'
import { toast } from '../support/toast'
import { uniqueEmail } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitUntilInteractive } from '../support/hydration'
import { expectFocusSeen, pressOn, typeInto } from '../support/keyboard'
import { openAuthForm, signUpByKeyboard } from '../support/keyboardAuth'

/**
 * WCAG 2.2, 2.1.1 Keyboard: signing up (with the mail's confirmation), signing in and signing out
 * with the keyboard alone, on a first visit with the cookie banner open.
 */

test("sign up on the Registrer tab, the focus kept, and confirm with the mail's link, by keyboard alone", async ({ page }) => {
  const email = uniqueEmail('tastatur-registrer')
  const form = await signUpByKeyboard(page, email)
  // Sending disables 'Registrer', which drops the focus; it should come back, as the contact form's button does.
  await expect.soft(form.submit, "the focus back on 'Registrer' once the sign-up is sent").toBeFocused()

  await page.goto(await confirmationLinkFor(email))
  await waitUntilInteractive(page, confirmButton(page))
  await pressOn(page, confirmButton(page))
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(toast(page, EMAIL_CONFIRMED)).toBeVisible()
  await expect(page.getByRole('main')).toBeFocused()
  await expectSignedIn(page)
})

test('sign in on the Logg inn tab, by keyboard alone', async ({ page }) => {
  const user = await createConfirmedUser('tastatur-inn')
  const form = await openAuthForm(page)
  await typeInto(page, form.email, user.email)
  await typeInto(page, form.password, user.password)
  await pressOn(page, form.submit)
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(toast(page, SIGN_IN_SUCCESS)).toBeVisible()
  await expect(page.getByRole('main')).toBeFocused()
  await expectSignedIn(page)
})

test("sign out with the navigation's Logg ut, by keyboard alone, and the next Tab goes on from there", async ({ page }) => {
  await openSignedIn(page, '/', 'tastatur-ut')
  const account = navAccount(page)
  await pressOn(page, account.logout)
  await expectSignedOut(page)
  await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
  await page.keyboard.press('Tab')
  await expectFocusSeen(account.login)
})
