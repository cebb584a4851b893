import { declineCookies } from '../support/account'
import { createConfirmedUser } from '../support/auth'
import { failedLoad } from '../support/console'
import { secondStep, turnOnTwoStep } from '../support/twoStep'
import { openAuthPage, RULES } from '../support/authPage'
import { expectNoViolations } from '../support/axe'
import { expect, test } from '../support/fixtures'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('the /auth page and axe', () => {
  // Reduced motion shows every section at once, so axe sees them as a reader does.
  test.use({ reducedMotion: 'reduce' })

  test("has no axe violations with the 'Logg inn' tab selected", async ({ page }) => {
    await openAuthPage(page, 'signIn')
    await expectNoViolations(page)
  })

  test("has no axe violations with the 'Registrer' tab selected and the checklist half met", async ({ page }) => {
    const form = await openAuthPage(page, 'signUp')
    await form.password.fill('havbruk1')
    await expect(form.rule(RULES.digit)).toHaveAttribute('data-met', 'true')
    await expectNoViolations(page)
  })

  test('has no axe violations on the two-step code step with a refused code told', async ({ page, browserProblems }) => {
    browserProblems.allow(failedLoad('/auth/v1/factors/', 422))
    const user = await createConfirmedUser('totrinn-axe')
    await turnOnTwoStep(user)
    const form = await openAuthPage(page, 'signIn')
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await secondStep(page).code.fill('000000')
    await secondStep(page).submit.click()
    await expect(secondStep(page).code).toHaveAttribute('aria-invalid', 'true')
    await expectNoViolations(page)
  })
})
