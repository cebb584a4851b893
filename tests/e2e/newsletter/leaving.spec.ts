import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { newsletterLinkText } from '../../../src/content/newsletterLink'
import { declineCookies } from '../support/account'
import { toast } from '../support/toast'
import { newsletterSubscriptions } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import {
  NEWSLETTER_LINK_PATHS,
  NEWSLETTER_TOKEN,
  newsletterLinkPage,
  newsletterPageUrl,
  onlyRowOf,
  openNewsletterLink,
  pressNewsletterLink,
  signUpForMail,
  signUpInFooter,
  watchRpcCalls,
} from '../support/newsletter'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('leaving', () => {
  test("by the mail's link: 'Meld meg av' deletes the sign-up, and the mail's links are spent", async ({ page }) => {
    const {
      email,
      links: { confirm, leave },
    } = await signUpForMail(page, 'avmeld-epost')

    const calls = watchRpcCalls(page)
    const linkPage = await openNewsletterLink(page, 'leave', leave.url)
    await expect(page).toHaveURL(newsletterPageUrl('leave'))
    expect(await newsletterSubscriptions(email), 'opening the page deletes nothing').toHaveLength(1)
    await linkPage.button.click()
    await expect(linkPage.done).toBeFocused()
    await expect(page.getByRole('main')).toContainText(newsletterLinkText.leave.done.text)
    await expect(linkPage.doneLink).toHaveAttribute('href', '/')
    expect(calls).toEqual(['POST /rest/v1/rpc/leave_newsletter'])
    expect(await newsletterSubscriptions(email)).toEqual([])

    for (const [kind, link] of [
      ['leave', leave],
      ['confirm', confirm],
    ] as const) {
      await pressNewsletterLink(page, kind, link.url, 'broken')
    }
    expect(await newsletterSubscriptions(email)).toEqual([])
  })

  test("after confirming, by the confirmation page's 'Meld meg av' link, which carries a new leave token", async ({ page }) => {
    const {
      email,
      links: { confirm, leave },
    } = await signUpForMail(page, 'avmeld-side')
    const confirmPage = await pressNewsletterLink(page, 'confirm', confirm.url)

    const href = await confirmPage.doneLink.getAttribute('href')
    const { pathname, searchParams } = new URL(href!, SITE_URL)
    expect(pathname).toBe(NEWSLETTER_LINK_PATHS.leave)
    expect(searchParams.get('token')).toMatch(NEWSLETTER_TOKEN)
    expect(searchParams.get('token')).not.toBe(leave.token)

    await confirmPage.doneLink.click()
    const leavePage = newsletterLinkPage(page, 'leave')
    await expect(leavePage.title).toBeVisible()
    await expect(page).toHaveURL(newsletterPageUrl('leave'))
    expect(await newsletterSubscriptions(email), 'following the link deletes nothing').toHaveLength(1)
    await leavePage.button.click()
    await expect(leavePage.done).toBeFocused()
    expect(await newsletterSubscriptions(email)).toEqual([])
  })

  test("the same address signs up again after leaving: 'Suksess!', not 'Allerede registrert', and a new unconfirmed sign-up", async ({
    page,
  }) => {
    const {
      email,
      links: { confirm, leave },
    } = await signUpForMail(page, 'igjen')
    await pressNewsletterLink(page, 'confirm', confirm.url)
    const left = await onlyRowOf(email)
    await pressNewsletterLink(page, 'leave', leave.url)
    expect(await newsletterSubscriptions(email)).toEqual([])

    // The mail of this sign-up waits for the per-address limit (one a day), so only the row tells it arrived.
    await signUpInFooter(page, email)
    await expect(toast(page, NEWSLETTER_TOASTS.alreadySubscribed)).toHaveCount(0)
    const again = await onlyRowOf(email)
    expect(again.id).not.toBe(left.id)
    expect(again).toEqual(expect.objectContaining({ email, confirmed_at: null, confirmed_how: null }))
  })
})
