import { PASSWORD_RESET } from '../../../messages/account'
import {
  expectSignedIn,
  MAIL_TOO_SOON,
  NEW_PASSWORD,
  passwordResetForm,
  RECOVERY_SENT,
  recoveryPanel,
  resendOffer,
  secondsIn,
  stackAcceptsPassword,
} from '../support/account'
import { createConfirmedUser, mailedLinkFor, mailsOfKind } from '../support/auth'
import { toast } from '../support/toast'
import { uniqueEmail } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitUntilInteractive } from '../support/hydration'
import { expectFocusSeen, pressOn, typeInto } from '../support/keyboard'
import { openAuthForm, signUpByKeyboard } from '../support/keyboardAuth'

/**
 * WCAG 2.2, 2.1.1 Keyboard: the ways back into an account with the keyboard alone, on a first visit
 * with the cookie banner open: 'Glemt passord?' on /auth, the mail's link and the new password on
 * /nytt-passord, and 'Send bekreftelsen på nytt' after a sign-up.
 */

test("forgot password: ask on /auth, follow the mail's link and save a new password, by keyboard alone", async ({ page }) => {
  const user = await createConfirmedUser('tastatur-glemt')
  await openAuthForm(page)
  const recovery = recoveryPanel(page)
  await pressOn(page, recovery.opener)
  await expectFocusSeen(recovery.heading)
  await typeInto(page, recovery.email, user.email)
  await pressOn(page, recovery.submit)
  await expect(recovery.answer).toHaveText(RECOVERY_SENT)
  await expectFocusSeen(recovery.submit)

  await page.goto((await mailedLinkFor(user.email, 'recovery')).url)
  const form = passwordResetForm(page)
  await waitUntilInteractive(page, form.submit)
  await typeInto(page, form.password, NEW_PASSWORD)
  await typeInto(page, form.confirmPassword, NEW_PASSWORD)
  await pressOn(page, form.submit)
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(toast(page, PASSWORD_RESET)).toBeVisible()
  await expect(page.getByRole('main')).toBeFocused()
  await expectSignedIn(page)
  expect(await stackAcceptsPassword(user.email, NEW_PASSWORD)).toBe(true)
})

test("'Send bekreftelsen på nytt' after a sign-up, by keyboard alone: the wait before the next mail is told", async ({
  page,
  browserProblems,
}) => {
  browserProblems.allow(MAIL_TOO_SOON)
  const email = uniqueEmail('tastatur-send-igjen')
  await signUpByKeyboard(page, email)
  const offer = resendOffer(page)
  await pressOn(page, offer.submit)
  const seconds = await secondsIn(offer.answer)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(60)
  await expectFocusSeen(offer.submit)
  expect(await mailsOfKind(email, 'confirmation'), 'the sign-up mail, and no second').toHaveLength(1)
})
