import { CODE_PROBLEMS } from '../../../messages/twoStep'
import { SIGN_IN_SUCCESS } from '../../../messages/authForm'
import { toastText } from '../../../src/content/toast'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { totpCode, wrongTotpCode } from '../../support/twoStep'
import { declineCookies, expectSignedIn, expectSignedOut } from '../support/account'
import { AUTH_STORAGE_KEY, createConfirmedUser, storedItem } from '../support/auth'
import { openAuthPage } from '../support/authPage'
import { failedLoad } from '../support/console'
import { expect, test } from '../support/fixtures'
import { toast } from '../support/toast'
import { secondStep, turnOnTwoStep } from '../support/twoStep'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('signing in with two-step sign-in on', () => {
  test('asks for the code after the right password, refuses a wrong one, and signs in with the right one', async ({
    page,
    browserProblems,
  }) => {
    browserProblems.allow(failedLoad('/auth/v1/factors/', 422))
    const user = await createConfirmedUser('totrinn')
    const secret = await turnOnTwoStep(user)
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()

    const step = secondStep(page)
    await expect(step.heading).toBeFocused()
    await expect(step.code).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(step.code).toHaveAttribute('inputmode', 'numeric')
    await expectSignedOut(page)

    const wrong = wrongTotpCode(secret)
    await step.code.fill(`${wrong.slice(0, 3)} ${wrong.slice(3)}`)
    await step.submit.click()
    await expect(page.getByText(CODE_PROBLEMS.wrong.message).first()).toBeVisible()
    await expect(step.code).toHaveValue(`${wrong.slice(0, 3)} ${wrong.slice(3)}`)
    await expectSignedOut(page)
    // Closed as a person would, so the next toast is not queued behind it.
    await toast(page, CODE_PROBLEMS.wrong).getByRole('button', { name: toastText.close }).click()

    await step.code.fill(totpCode(secret))
    await step.submit.click()
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expect(toast(page, SIGN_IN_SUCCESS)).toBeVisible()
    await expectSignedIn(page)
  })

  test('"Tilbake til innlogging" ends the half-done sign-in and gives the tabs back with the address', async ({ page }) => {
    const user = await createConfirmedUser('totrinn-tilbake')
    await turnOnTwoStep(user)
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await secondStep(page).back.click()
    await expect(form.email).toHaveValue(user.email)
    await expect(secondStep(page).heading).toBeHidden()
    // The tabs are back as the sign-out starts; it has ended once the stored session is gone.
    await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
    await page.reload()
    await expect(form.email).toBeVisible()
    await expectSignedOut(page)
  })
})
