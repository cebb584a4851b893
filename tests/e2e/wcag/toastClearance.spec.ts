import type { Locator } from '@playwright/test'
import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { contactForm, uniqueContactMessage } from '../support/contactForm'
import { cookieBanner } from '../support/cookieBanner'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { expectFocusSeen } from '../support/keyboard'
import { PHONE } from '../support/viewports'
import { toast } from '../support/toast'

/**
 * WCAG 2.2, 2.4.11 and 4.1.3: a toast tells its news without covering the control that was just used
 * (it keeps the focus, and is scrolled clear) or the cookie banner's buttons.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

test.use({ viewport: PHONE })

test('the toast after sending leaves the re-focused send button and the open banner in sight', async ({ page }) => {
  await page.goto('/kontakt')
  await waitForHydration(page)
  const banner = cookieBanner(page).region
  await expect(banner).toBeVisible()
  const form = contactForm(page)
  await form.fill(uniqueContactMessage('kontakt-toast'))
  // The button sits just above the banner, where the toast lands.
  const bannerTop = (await box(banner)).y
  const submitBottom = (await box(form.submit)).y + (await box(form.submit)).height
  await page.evaluate((by) => scrollBy(0, by), submitBottom - bannerTop + 8)
  await form.submit.press('Enter')

  const sent = toast(page, CONTACT_TOASTS.sent)
  // The first call of the function waits for Deno to start it.
  await expect(sent).toBeVisible({ timeout: 20_000 })
  await expectFocusSeen(form.submit)

  const toastBox = await box(sent)
  for (const button of await banner.getByRole('button').all()) {
    const buttonBox = await box(button)
    expect(toastBox.y + toastBox.height, 'toast over a banner button').toBeLessThanOrEqual(buttonBox.y)
  }
})
