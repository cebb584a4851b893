import { declineCookies } from '../support/account'
import { expectNoViolationsAtBothWidths } from '../support/axe'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { NEWSLETTER_LINK_PATHS, newsletterLinkPage, openNewsletterLink, pressNewsletterLink, signUpForMail } from '../support/newsletter'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('no axe violations', () => {
  // Reduced motion shows every section at once, so axe sees them as a reader does.
  test.use({ reducedMotion: 'reduce' })

  test('on a phone and on a laptop: both pages with a token, once done, and with a used or missing token', async ({ page }) => {
    // Twelve axe runs and a mail's round trip: more than the usual half-minute on a busy machine.
    test.slow()
    const {
      links: { confirm },
    } = await signUpForMail(page, 'axe')

    const confirmPage = await openNewsletterLink(page, 'confirm', confirm.url)
    await expectNoViolationsAtBothWidths(page)
    await confirmPage.button.click()
    await expect(confirmPage.done).toBeFocused()
    await expectNoViolationsAtBothWidths(page)

    await confirmPage.doneLink.click()
    const leavePage = newsletterLinkPage(page, 'leave')
    await expect(leavePage.button).toBeEnabled()
    await expectNoViolationsAtBothWidths(page)
    await leavePage.button.click()
    await expect(leavePage.done).toBeFocused()
    await expectNoViolationsAtBothWidths(page)

    await pressNewsletterLink(page, 'confirm', confirm.url, 'broken')
    await expectNoViolationsAtBothWidths(page)

    await page.goto(NEWSLETTER_LINK_PATHS.leave)
    await waitForHydration(page)
    await expect(newsletterLinkPage(page, 'leave').missing).toBeVisible()
    await expectNoViolationsAtBothWidths(page)
  })
})
