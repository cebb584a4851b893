import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { navigationText } from '../../src/content/navigation'
import { NEWSLETTER_TOASTS } from '../../messages/newsletter'
import { expectNoViolations, expectNoViolationsAtBothWidths } from './support/axe'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'
import { PHONE } from './support/viewports'
import { newsletterField } from './support/newsletter'

// Reduced motion shows every section at once, so axe sees them as a reader does.
test.use({ reducedMotion: 'reduce' })

for (const { path } of [...CONTENT_PAGES, { path: UNKNOWN_PATH }]) {
  test(`${path} has no axe violations on a phone or on a laptop`, async ({ page }) => {
    // A page that sends a signed-out visitor to sign in first is checked where that visitor lands.
    await page.goto(path)
    await waitForHydration(page)
    await expectNoViolationsAtBothWidths(page)
  })
}

test('the open drawer has no axe violations', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: navigationText.openMenu }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expectNoViolations(page)
})

test('the not-found toast has no axe violations', async ({ page }) => {
  await page.clock.install()
  await page.goto(UNKNOWN_PATH)
  await waitForHydration(page)
  await page.clock.runFor(1000)
  await expect(page.getByRole('alert')).not.toBeEmpty()
  await expectNoViolations(page)
})

test('the newsletter form with its toast open has no axe violations', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
  await page.goto('/')
  await waitForHydration(page)
  const { input, send } = newsletterField(page)
  await input.fill('ola@example')
  await send.click()
  await expect(page.getByRole('alert')).toContainText(NEWSLETTER_TOASTS.invalidEmail.message)
  await expectNoViolations(page)
})
