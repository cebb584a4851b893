import { newsletterLinkCommonText, newsletterLinkText } from '../../../src/content/newsletterLink'
import { declineCookies } from '../support/account'
import { expect, test } from '../support/fixtures'
import {
  NEWSLETTER_LINK_PATHS,
  newsletterPageUrl,
  onlyRowOf,
  openNewsletterLink,
  pressNewsletterLink,
  signUpForMail,
  watchRpcCalls,
} from '../support/newsletter'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe("confirming by the mail's link", () => {
  test("a mail scanner's plain GET and a page load without the press confirm nothing; the press confirms, focuses the answer and leaves no token in the address", async ({
    page,
    request,
    browser,
  }) => {
    const {
      email,
      links: { confirm },
    } = await signUpForMail(page, 'skanner')
    const signedUp = await onlyRowOf(email)

    // A scanner that only fetches the link gets the page, which asks for the press.
    const fetched = await request.get(confirm.url)
    expect(fetched.status()).toBe(200)
    expect(await fetched.text()).toContain(newsletterLinkText.confirm.submit)

    // One that runs the page's script, in a browser of its own, does not press.
    const scanner = await browser.newContext()
    try {
      const scan = await scanner.newPage()
      const calls = watchRpcCalls(scan)
      await openNewsletterLink(scan, 'confirm', confirm.url)
      await scan.waitForLoadState('networkidle')
      expect(calls, 'opening the page asks the backend nothing').toEqual([])
    } finally {
      await scanner.close()
    }
    expect((await onlyRowOf(email)).confirmed_at, 'still unconfirmed').toBeNull()

    const calls = watchRpcCalls(page)
    const linkPage = await openNewsletterLink(page, 'confirm', confirm.url)
    await expect(page, 'the token leaves the address bar as the page opens').toHaveURL(newsletterPageUrl('confirm'))
    expect((await onlyRowOf(email)).confirmed_at).toBeNull()

    await linkPage.button.click()
    await expect(linkPage.done).toBeFocused()
    await expect(linkPage.button).toHaveCount(0)
    await expect(page).toHaveURL(newsletterPageUrl('confirm'))
    expect(calls).toEqual(['POST /rest/v1/rpc/confirm_newsletter_subscription'])

    const confirmed = await onlyRowOf(email)
    expect(Date.now() - Date.parse(confirmed.confirmed_at!)).toBeLessThan(60_000)
    expect(confirmed.confirmed_how).toContain(NEWSLETTER_LINK_PATHS.confirm)
    expect(confirmed.consent_version).toBe(signedUp.consent_version)
    expect(confirmed.consent_version).toBeTruthy()
  })

  test('the same link opened again after confirming gets the invalid-link answer and changes nothing', async ({ page }) => {
    const {
      email,
      links: { confirm },
    } = await signUpForMail(page, 'brukt')
    await pressNewsletterLink(page, 'confirm', confirm.url)
    const { confirmed_at } = await onlyRowOf(email)

    const again = await pressNewsletterLink(page, 'confirm', confirm.url, 'broken')
    await expect(page.getByRole('main')).toContainText(newsletterLinkCommonText.broken.confirm)
    await expect(again.title, 'the page, not an error page').toBeVisible()
    await expect(again.done).toHaveCount(0)
    expect((await onlyRowOf(email)).confirmed_at).toBe(confirmed_at)
  })
})
