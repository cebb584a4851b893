import { declineCookies } from '../support/account'
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
})
