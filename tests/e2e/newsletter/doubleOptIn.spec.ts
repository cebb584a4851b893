import { newsletterText } from '../../../src/content/newsletter'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { newsletterLinkCommonText, newsletterLinkText } from '../../../src/content/newsletterLink'
import { alteredToken, declineCookies } from '../support/account'
import { toast } from '../support/auth'
import { expectNoViolations } from '../support/axe'
import { newsletterSubscriptions, uniqueEmail } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { tabTo } from '../support/keyboard'
import {
  NEWSLETTER_LINK_KINDS,
  NEWSLETTER_LINK_PATHS,
  NEWSLETTER_TOKEN,
  newsletterLinkPage,
  newsletterMailLinks,
  newsletterPageUrl,
  openNewsletterLink,
  pressNewsletterLink,
  signUpForMail,
  signUpInFooter,
  watchRpcCalls,
} from '../support/newsletter'

/**
 * The newsletter's double opt-in against the run's stack: the footer's sign-up, the confirmation mail
 * its newsletter function sends, and that mail's links to /nyhetsbrev/bekreft and /nyhetsbrev/avmeld,
 * where only the press of the page's button confirms or leaves (mail scanners open links first).
 */

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

/** The one sign-up stored for `email`, read with the service role. */
async function onlyRowOf(email: string) {
  const rows = await newsletterSubscriptions(email)
  expect(rows, `one sign-up of ${email}`).toHaveLength(1)
  return rows[0]!
}

test('a sign-up in the footer is thanked, asked to confirm, and mailed a link to confirm and one to leave; it counts for nothing until confirmed', async ({
  page,
}) => {
  const email = uniqueEmail('dobbel')
  await signUpInFooter(page, email, '/om-oss')
  await expect(page.getByRole('contentinfo').getByText(newsletterText.confirmationSent)).toBeVisible()

  const links = await newsletterMailLinks(email)
  expect(links.confirm.token).not.toBe(links.leave.token)
  expect(await onlyRowOf(email)).toEqual(expect.objectContaining({ email, confirmed_at: null, confirmed_how: null }))
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
    await expect(page.getByRole('main')).toContainText(newsletterLinkCommonText.broken.mistyped)
    await expect(again.title, 'the page, not an error page').toBeVisible()
    await expect(again.done).toHaveCount(0)
    expect((await onlyRowOf(email)).confirmed_at).toBe(confirmed_at)
  })
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

test.describe('a link that cannot be used gets the invalid-link answer, never an error page', () => {
  for (const kind of NEWSLETTER_LINK_KINDS) {
    const path = NEWSLETTER_LINK_PATHS[kind]

    test(`${path} with an altered token: the answer after the press, and the sign-up as it was`, async ({ page }) => {
      const { email, links } = await signUpForMail(page, `endret-${kind}`)
      const altered = alteredToken(links[kind].token)
      const calls = watchRpcCalls(page)
      const linkPage = await openNewsletterLink(page, kind, `${path}?token=${altered}`)
      await linkPage.button.click()
      await expect(linkPage.broken).toBeFocused()
      await expect(linkPage.title).toBeVisible()
      await expect(linkPage.failed).toHaveCount(0)
      expect(calls).toHaveLength(1)
      expect(await onlyRowOf(email)).toEqual(expect.objectContaining({ confirmed_at: null }))
    })

    for (const [what, search] of [
      ['no token', ''],
      ['an empty token', '?token='],
      ['a token not of the form the mails carry', '?token=abc123'],
    ] as const) {
      test(`${path} with ${what}: the answer at once, with no button and no call`, async ({ page }) => {
        const calls = watchRpcCalls(page)
        const response = await page.goto(`${path}${search}`)
        expect(response?.status()).toBe(200)
        await waitForHydration(page)
        const linkPage = newsletterLinkPage(page, kind)
        await expect(linkPage.broken).toBeVisible()
        await expect(page.getByRole('main')).toContainText(newsletterLinkCommonText.broken.signUpAgain)
        await expect(linkPage.title).toBeVisible()
        await expect(linkPage.button).toHaveCount(0)
        await page.waitForLoadState('networkidle')
        expect(calls).toEqual([])
      })
    }
  }
})

test('by keyboard alone: Tab to the button and Enter confirms, then on to leaving and Space leaves', async ({ page }) => {
  const {
    email,
    links: { confirm },
  } = await signUpForMail(page, 'tastatur')

  const confirmPage = await openNewsletterLink(page, 'confirm', confirm.url)
  await tabTo(page, confirmPage.button)
  await page.keyboard.press('Enter')
  await expect(confirmPage.done).toBeFocused()
  expect((await onlyRowOf(email)).confirmed_at).not.toBeNull()

  await tabTo(page, confirmPage.doneLink)
  await page.keyboard.press('Enter')
  const leavePage = newsletterLinkPage(page, 'leave')
  await expect(leavePage.button).toBeEnabled()
  await tabTo(page, leavePage.button)
  await page.keyboard.press(' ')
  await expect(leavePage.done).toBeFocused()
  expect(await newsletterSubscriptions(email)).toEqual([])
})

test.describe('no axe violations', () => {
  // Reduced motion shows every section at once, so axe sees them as a reader does.
  test.use({ reducedMotion: 'reduce' })

  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 375, height: 740 }],
  ] as const) {
    test(`on a ${device}: both pages with a token, once done, and with a used or missing token`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const {
        links: { confirm },
      } = await signUpForMail(page, `axe-${device}`)

      const confirmPage = await openNewsletterLink(page, 'confirm', confirm.url)
      await expectNoViolations(page)
      await confirmPage.button.click()
      await expect(confirmPage.done).toBeFocused()
      await expectNoViolations(page)

      await confirmPage.doneLink.click()
      const leavePage = newsletterLinkPage(page, 'leave')
      await expect(leavePage.button).toBeEnabled()
      await expectNoViolations(page)
      await leavePage.button.click()
      await expect(leavePage.done).toBeFocused()
      await expectNoViolations(page)

      await pressNewsletterLink(page, 'confirm', confirm.url, 'broken')
      await expectNoViolations(page)

      await page.goto(NEWSLETTER_LINK_PATHS.leave)
      await waitForHydration(page)
      await expect(newsletterLinkPage(page, 'leave').broken).toBeVisible()
      await expectNoViolations(page)
    })
  }
})
