import { CONTACT_TOASTS } from '../../../messages/contactForm'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { analytics } from '../support/analytics'
import { cookieBanner } from '../support/cookieBanner'
import { toast } from '../support/toast'
import { contactMessagesFrom, newsletterSubscriptions, uniqueEmail } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { waitForHydration } from '../support/hydration'
import { CONTENT_PAGES, metaFor } from '../../../tools/browser/pages'
import { contactForm, uniqueContactMessage } from '../support/contactForm'
import { expect, test } from './faultTest'
import { newsletterField } from '../support/newsletter'

/**
 * Local storage that cannot be used: blocked (every access to `window.localStorage` throws a
 * SecurityError, as with cookies blocked) or full (every write throws a QuotaExceededError). The
 * site must work all the same: every page renders and hydrates, the banner asks for consent, the
 * choice holds for the page, a reload asks again, and the forms send. Any uncaught error or console
 * error fails the test (fixtures.ts). The contact function allows 5 stored messages per 10 minutes
 * from one address: this file stores one.
 */

const STORAGE_FAULTS = {
  blocked: () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  },
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError')
    }
  },
} as const

for (const [kind, breakStorage] of Object.entries(STORAGE_FAULTS)) {
  test.describe(`local storage ${kind}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(breakStorage)
    })

    test('every page renders, hydrates and asks for consent', async ({ page }) => {
      for (const { path } of CONTENT_PAGES) {
        await page.goto(path)
        await waitForHydration(page)
        await expect(page).toHaveTitle(metaFor(path).title)
        await expect(cookieBanner(page).region).toBeVisible()
      }
    })

    test("'Godta alle' holds for the page, with its page view sent; a reload asks again", async ({ page }) => {
      // Tests share the analytics stand-in: this one's page views carry their own query.
      const path = `/om-oss?lager=${kind}`
      await page.goto(path)
      await waitForHydration(page)
      await cookieBanner(page).acceptAll.click()
      await expect(cookieBanner(page).region).toBeHidden()
      await expect.poll(() => analytics.events({ name: 'pageview', url: `${SITE_URL}${path}` }).then((events) => events.length)).toBe(1)
      await page.reload()
      await waitForHydration(page)
      await expect(cookieBanner(page).region).toBeVisible()
      await cookieBanner(page).necessaryOnly.click()
      await expect(cookieBanner(page).region).toBeHidden()
    })

    test('the newsletter sign-up is stored', async ({ page, faults }) => {
      const email = uniqueEmail(`nyhetsbrev-lager-${kind}`)
      await page.goto('/')
      await waitForHydration(page)
      await cookieBanner(page).necessaryOnly.click()
      const { input } = newsletterField(page)
      await input.fill(email)
      await input.press('Enter')
      await expect(toast(page, { ...NEWSLETTER_TOASTS.subscribed })).toBeVisible()
      expect(faults.expectOnce(await newsletterSubscriptions(email))).toEqual([expect.objectContaining({ email })])
    })
  })
}

test.describe('local storage full', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(STORAGE_FAULTS.full)
  })

  test('the contact form sends, though the time of the message cannot be stored', async ({ page, faults }) => {
    const message = uniqueContactMessage('kontakt-lager-fullt')
    await page.goto('/kontakt')
    await waitForHydration(page)
    await cookieBanner(page).necessaryOnly.click()
    const { fill, submit } = contactForm(page)
    await fill(message)
    await submit.click()
    await expect(toast(page, CONTACT_TOASTS.sent)).toBeVisible({ timeout: 20_000 })
    expect(faults.expectOnce(await contactMessagesFrom(message.email))).toEqual([expect.objectContaining(message)])
  })
})
