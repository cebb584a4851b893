import type { Page, Request } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { cookieConsentTextVersion } from '../../src/content/cookieConsentVersion'
import { longDate } from '../../src/content/dates'
import { footerText } from '../../src/content/footer'
import { ANALYTICS_URL } from '../../tools/browser/endpoints'
import { expectNoViolations } from './support/axe'
import { failedLoad } from './support/console'
import { cookieBanner } from './support/cookieBanner'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'
import { storedConsent } from '../support/consent'

/** Every page view this page sends to analytics, by the page's path (and query). */
function recordPageViews(page: Page): string[] {
  const views: string[] = []
  page.on('request', (request: Request) => {
    if (!request.url().startsWith(ANALYTICS_URL)) return
    const url = new URL((request.postDataJSON() as { url: string }).url)
    views.push(url.pathname + url.search)
  })
  return views
}

test.describe('the cookie banner', () => {
  for (const { path } of [...CONTENT_PAGES, { path: UNKNOWN_PATH }]) {
    test(`asks on a first visit to ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(cookieBanner(page).region).toBeVisible()
      await expect(cookieBanner(page).region.getByRole('link', { name: cookieConsentText.privacyLink.label })).toHaveAttribute(
        'href',
        '/personvern#informasjonskapsler',
      )
    })
  }

  test("'Godta alle' is kept across reloads, and a page view is sent for every page from the one it was given on", async ({ page }) => {
    const views = recordPageViews(page)
    await page.goto('/?samtykke=godta')
    await waitForHydration(page)
    await cookieBanner(page).acceptAll.click()
    await expect(cookieBanner(page).region).toBeHidden()
    // Every request since the page opened is recorded: one view in all means none went before the answer.
    await expect.poll(() => views).toEqual(['/?samtykke=godta'])
    await page.getByRole('banner').getByRole('link', { name: 'Om oss', exact: true }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect.poll(() => views).toEqual(['/?samtykke=godta', '/om-oss', '/kontakt'])
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('accepted')
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => views).toEqual(['/?samtykke=godta', '/om-oss', '/kontakt', '/kontakt'])
    await expect(cookieBanner(page).region).toBeHidden()
  })

  test("'Kun nødvendige' is kept across reloads, and nothing is sent to analytics until 'Godta alle'", async ({ page }) => {
    const views = recordPageViews(page)
    await page.goto('/oppdretter')
    await cookieBanner(page).necessaryOnly.click()
    await expect(cookieBanner(page).region).toBeHidden()
    await page.getByRole('banner').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await page.reload()
    await waitForHydration(page)
    await expect(cookieBanner(page).region).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe('declined')
    // A later 'Godta alle' sends this page's view: as the flow takes events in turn, one view in all means none before.
    await page.getByRole('contentinfo').getByRole('button', { name: footerText.cookieChoice }).click()
    await cookieBanner(page).acceptAll.click()
    await expect.poll(() => views).toEqual(['/kontakt'])
  })

  for (const [why, old] of [
    ['given 13 months ago', { monthsAgo: 13 }],
    ['given to an earlier text of the banner', { version: cookieConsentTextVersion - 1 }],
  ] as const) {
    test(`asks again for an accepted choice ${why}, sends nothing before the answer, and dates the answer`, async ({ page }) => {
      const views = recordPageViews(page)
      await page.goto('/om-oss?samtykke=gammelt')
      await page.evaluate(
        (entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)),
        storedConsent('accepted', old),
      )
      await page.reload()
      await waitForHydration(page)
      await expect(cookieBanner(page).region).toBeVisible()
      await cookieBanner(page).acceptAll.click()
      // As above: one view in all, from the answer, means none went before it.
      await expect.poll(() => views).toEqual(['/om-oss?samtykke=gammelt'])
      await expect(page.getByRole('contentinfo').getByRole('button', { name: footerText.cookieChoice })).toHaveAccessibleDescription(
        footerText.cookieChoiceGiven(cookieConsentText.acceptAll, longDate(new Date().toISOString())),
      )
    })
  }

  test("withdrawing from the footer's 'Informasjonskapsler' removes the consent at once: a reload asks again and sends nothing", async ({
    page,
  }) => {
    const views = recordPageViews(page)
    await page.goto('/rederi')
    await cookieBanner(page).acceptAll.click()
    await expect.poll(() => views).toEqual(['/rederi'])
    const reopen = page.getByRole('contentinfo').getByRole('button', { name: footerText.cookieChoice })
    await reopen.click()
    await expect(cookieBanner(page).region).toBeVisible()
    await expect(cookieBanner(page).acceptAll).toBeFocused()
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull()
    await page.reload()
    await waitForHydration(page)
    await expect(cookieBanner(page).region).toBeVisible()
    await page.keyboard.press('Tab')
    await cookieBanner(page).necessaryOnly.press('Enter')
    await expect(cookieBanner(page).region).toBeHidden()
    // As above: the view a later 'Godta alle' sends is the only one since the first.
    await reopen.click()
    await cookieBanner(page).acceptAll.click()
    await expect.poll(() => views).toEqual(['/rederi', '/rederi'])
  })

  test.describe("before the site's flows have loaded", () => {
    const SITE_SYSTEM = '**/assets/site-system-*.js'
    const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)

    for (const [answer, stored] of [
      ['acceptAll', 'accepted'],
      ['necessaryOnly', 'declined'],
    ] as const) {
      test(`'${cookieConsentText[answer]}' survives a reload made at once, while the flows' code is still on its way`, async ({ page }) => {
        const asked = page.waitForRequest(/\/assets\/site-system-[^/]+\.js$/)
        // Held back for good: the page is left before it comes.
        await page.route(SITE_SYSTEM, () => undefined)
        await page.goto('/om-oss')
        await waitForHydration(page)
        await cookieBanner(page)[answer].click()
        await expect(cookieBanner(page).region).toBeHidden()
        await asked
        await page.reload()
        await waitForHydration(page)
        expect(await storedChoice(page)).toBe(stored)
        await expect(cookieBanner(page).region).toBeHidden()
      })
    }

    test("'Godta alle' holds when the flows' code fails to load, and analytics starts on the next page load", async ({
      page,
      browserProblems,
    }) => {
      browserProblems.allow(failedLoad('/assets/site-system-'))
      const views = recordPageViews(page)
      const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/site-system-[^/]+\.js$/.test(request.url()))
      await page.route(SITE_SYSTEM, (route) => route.abort('internetdisconnected'))
      await page.goto('/om-oss?samtykke=feilet')
      await waitForHydration(page)
      await cookieBanner(page).acceptAll.click()
      await expect(cookieBanner(page).region).toBeHidden()
      await failed
      expect(await storedChoice(page)).toBe('accepted')
      expect(views).toEqual([])
      await page.unroute(SITE_SYSTEM)
      await page.reload()
      await expect.poll(() => views).toEqual(['/om-oss?samtykke=feilet'])
      await expect(cookieBanner(page).region).toBeHidden()
    })
  })

  test('has no axe violations while open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/kontakt')
    await expect(cookieBanner(page).region).toBeVisible()
    await expectNoViolations(page)
  })
})
