import type { Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { notFoundText } from '../../src/content/notFound'
import { newsletterText } from '../../src/content/newsletter'
import { DEFAULT_TOAST_DURATION_MS, TOAST_EXIT_MS } from '../../machines/toastQueue.machine'
import { chromiumLaunchOptions } from '../../tools/browser/chromium'
import { cookieBanner } from './support/cookieBanner'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { navigation, signInWithControlledClock, timeoutDialog } from './support/idleSession'
import { layoutShiftsWithoutInput } from './support/layoutShift'
import { NEWSLETTER_LINK_KINDS, NEWSLETTER_LINK_PATHS, openNewsletterLink, UNKNOWN_NEWSLETTER_TOKEN } from './support/newsletter'
import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'

// Headless Chromium hides scrollbars; shown, they take room as on a laptop, and a scroll lock takes it away.
test.use({ launchOptions: { ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--hide-scrollbars'] } })

/** Lighthouse's mobile screen, and a laptop's. */
const VIEWPORTS = [
  { name: 'mobile', viewport: { width: 412, height: 823 } },
  { name: 'desktop', viewport: { width: 1280, height: 720 } },
]

const storeConsentChoice = (page: Page) => page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)

/** Opens the not-found page on a controlled clock and lets its toast show; returns the toast. */
async function showNotFoundToast(page: Page) {
  await storeConsentChoice(page)
  await page.clock.install()
  await page.goto(UNKNOWN_PATH)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await page.clock.runFor(1000)
  const toast = page.getByRole('alert').getByText(notFoundText.toastMessage)
  await expect(toast).toBeVisible()
  return toast
}

async function expectNoLayoutShift(page: Page) {
  const { total, shifts } = await layoutShiftsWithoutInput(page)
  expect(total, `layout shifts:\n${shifts.join('\n')}`).toBe(0)
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`nothing moves on a ${name} screen`, () => {
    test.use({ viewport })

    for (const { path } of CONTENT_PAGES)
      test(`when ${path} hydrates and its cookie banner appears`, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        await expect(cookieBanner(page).region).toBeVisible()
        await page.waitForLoadState('networkidle')
        await expectNoLayoutShift(page)
      })

    for (const kind of NEWSLETTER_LINK_KINDS) {
      const path = NEWSLETTER_LINK_PATHS[kind]
      test(`when ${path} opened with a mail's token hydrates, and when its answer replaces the button`, async ({ page }) => {
        await storeConsentChoice(page)
        const linkPage = await openNewsletterLink(page, kind, `${path}?token=${UNKNOWN_NEWSLETTER_TOKEN}`)
        await page.waitForLoadState('networkidle')
        await expectNoLayoutShift(page)
        await linkPage.button.click()
        await expect(linkPage.broken).toBeVisible()
        await expectNoLayoutShift(page)
      })
    }

    test('when a toast appears', async ({ page }) => {
      await showNotFoundToast(page)
      await expectNoLayoutShift(page)
    })

    test("when a toast leaves a visitor at the page's end, and when they scroll up after", async ({ page }) => {
      const toast = await showNotFoundToast(page)
      // The page's end now has room to be scrolled clear of the toast; the visitor reads down to it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const footerText = page.getByRole('contentinfo').getByText(newsletterText.intro)
      const atEnd = await footerText.boundingBox()
      await page.clock.runFor(DEFAULT_TOAST_DURATION_MS + TOAST_EXIT_MS)
      await expect(toast).toBeHidden()
      await expectNoLayoutShift(page)
      // A page that ends sooner pulls its end down by scrolling, which the browser does not count as a shift.
      expect(await footerText.boundingBox()).toEqual(atEnd)

      await page.mouse.wheel(0, -400)
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
      await expectNoLayoutShift(page)
    })
  })
}

test.describe('a signed-in visitor on a laptop, with a scrollbar that takes room', () => {
  test('nothing moves when the page hydrates with a stored session and when the session dialog appears', async ({ page }) => {
    await storeConsentChoice(page)
    await signInWithControlledClock(page)
    // Measured from a fresh load with the stored session, not across the confirmation's own route change.
    await page.reload()
    await expect(navigation(page).logout).toBeVisible()
    await expectNoLayoutShift(page)
    await page.clock.fastForward('25:00')
    await expect(timeoutDialog(page)).toBeVisible()
    await expectNoLayoutShift(page)
  })
})
