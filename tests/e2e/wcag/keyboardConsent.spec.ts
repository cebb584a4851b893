import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import { footerText } from '../../../src/content/footer'
import { navigationText } from '../../../src/content/navigation'
import { storedItem } from '../support/auth'
import { cookieBanner } from '../support/cookieBanner'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { expectFocusSeen, pressOn } from '../support/keyboard'

/**
 * WCAG 2.2, 2.1.1 Keyboard: the cookie choice made, and changed, with the keyboard alone, on a first
 * visit with the banner open.
 */

/** The banner's buttons, the footer's way back to it, and the first control after the banner. */
function consentControls(page: Page) {
  const { region: banner, acceptAll, necessaryOnly } = cookieBanner(page)
  return {
    banner,
    acceptAll,
    necessaryOnly,
    reopen: page.getByRole('contentinfo').getByRole('button', { name: footerText.cookieChoice, exact: true }),
    logo: page.getByRole('banner').getByRole('link', { name: navigationText.logoLabel, exact: true }),
  }
}

/** Opens `/` fresh, with the banner open, once the page can be used. */
async function openWithBanner(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  const controls = consentControls(page)
  await expect(controls.banner).toBeVisible()
  return controls
}

test('Enter on Godta alle stores the consent, closes the banner, and the next Tab goes on to the page', async ({ page }) => {
  const { banner, acceptAll, logo } = await openWithBanner(page)
  await pressOn(page, acceptAll)
  await expect(banner).toBeHidden()
  expect(await storedItem(page, CONSENT_STORAGE_KEY)).toBe('accepted')
  await page.keyboard.press('Tab')
  await expectFocusSeen(logo)
})

test('Space on Kun nødvendige stores the refusal, closes the banner, and the next Tab goes on to the page', async ({ page }) => {
  const { banner, necessaryOnly, logo } = await openWithBanner(page)
  await pressOn(page, necessaryOnly, 'Space')
  await expect(banner).toBeHidden()
  expect(await storedItem(page, CONSENT_STORAGE_KEY)).toBe('declined')
  await page.keyboard.press('Tab')
  await expectFocusSeen(logo)
})

test("the footer's Informasjonskapsler reopens the choice with the focus in it, and a new answer gives the focus back", async ({
  page,
}) => {
  const { banner, acceptAll, necessaryOnly, reopen } = await openWithBanner(page)
  await pressOn(page, acceptAll)
  await expect(banner).toBeHidden()
  expect(await storedItem(page, CONSENT_STORAGE_KEY)).toBe('accepted')

  await pressOn(page, reopen, 'Enter', 80)
  await expect(banner).toBeVisible()
  await expectFocusSeen(acceptAll)
  expect(await storedItem(page, CONSENT_STORAGE_KEY), 'reopening withdraws the consent').toBeNull()

  await pressOn(page, necessaryOnly, 'Enter', 1)
  await expect(banner).toBeHidden()
  expect(await storedItem(page, CONSENT_STORAGE_KEY)).toBe('declined')
  await expectFocusSeen(reopen)
})
