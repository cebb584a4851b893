import { SITE_URL } from '../../../tools/browser/endpoints'
import { totpCode } from '../../support/twoStep'
import { declineCookies, expectSignedIn } from '../support/account'
import { createConfirmedUser } from '../support/auth'
import { openAuthPage } from '../support/authPage'
import { expect, test } from '../support/fixtures'
import { secondStep, turnOnTwoStep } from '../support/twoStep'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('the two-step code step and the keyboard', () => {
  test('takes the code by keyboard alone: Tab from the heading to the field, Enter to send', async ({ page }) => {
    const user = await createConfirmedUser('totrinn-tastatur')
    const secret = await turnOnTwoStep(user)
    const form = await openAuthPage(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.password.press('Enter')
    const step = secondStep(page)
    await expect(step.heading).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(step.code).toBeFocused()
    await page.keyboard.type(totpCode(secret))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expectSignedIn(page)
  })
})
