import type { Page } from '@playwright/test'
import { EMAIL_CONFIRMED } from '../../../messages/account'
import { confirmationResendText } from '../../../src/content/mailRequest'
import {
  alteredToken,
  brokenLink,
  confirmButton,
  declineCookies,
  expectSignedIn,
  expectSignedOut,
  MAIL_TOO_SOON,
  REFUSED_SIGN_IN,
  REFUSED_TOKEN,
  resendOffer,
  secondsIn,
  signUpOnSite,
  stackAcceptsPassword,
} from '../support/account'
import {
  AUTH_STORAGE_KEY,
  authForm,
  createUnconfirmedUser,
  mailedLinkFor,
  mailsOfKind,
  storedItem,
  STRONG_PASSWORD,
  watchAuthRequests,
} from '../support/auth'
import { toast } from '../support/toast'
import { anonClient, uniqueEmail } from '../support/backend'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'

/**
 * The sign-up's confirmation against the run's stack: the real mail, its link to /bekreft-e-post in
 * whichever browser it is opened, mail scanners that open it first, a broken link, and
 * 'Send bekreftelsen på nytt' with the one-mail-a-minute limit.
 */

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

/** Opens the link on `page`, presses 'Bekreft e-postadressen' and waits for the front page, signed in. */
async function confirmOn(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
  await expect(page).toHaveURL(`${SITE_URL}/bekreft-e-post`)
  await confirmButton(page).click()
  await expect(page).toHaveURL(`${SITE_URL}/`)
  await expect(toast(page, { title: EMAIL_CONFIRMED.title, message: EMAIL_CONFIRMED.message, type: 'success' })).toBeVisible()
  await expectSignedIn(page)
}

test('a confirmation link opened in another browser, which never signed up, confirms the address and signs in there', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('annen-nettleser')
  await signUpOnSite(page, email)
  const { url } = await mailedLinkFor(email, 'confirmation')

  const other = await browser.newContext()
  try {
    const phone = await other.newPage()
    await declineCookies(phone)
    await confirmOn(phone, url)
    expect(await storedItem(phone, AUTH_STORAGE_KEY)).toContain(email)
  } finally {
    await other.close()
  }
  // The browser that signed up keeps its own state: still signed out, and now it may sign in.
  await page.reload()
  await waitForHydration(page)
  await expectSignedOut(page)
  expect(await stackAcceptsPassword(email, STRONG_PASSWORD)).toBe(true)
})

test("a mail scanner's plain GET of the link and a page load without the press spend nothing: the person confirms after them", async ({
  page,
  browser,
}) => {
  const user = await createUnconfirmedUser('skanner')
  const { url } = await mailedLinkFor(user.email, 'confirmation')

  const fetched = await fetch(url)
  expect(fetched.status).toBe(200)
  expect(await fetched.text()).toContain('Bekreft e-postadressen')

  const scanner = await browser.newContext()
  try {
    const scan = await scanner.newPage()
    const requests = watchAuthRequests(scan)
    await scan.goto(url)
    await waitForHydration(scan)
    await expect(confirmButton(scan)).toBeEnabled()
    await scan.waitForLoadState('networkidle')
    expect(requests, 'opening the page asks the stack nothing').toEqual([])
  } finally {
    await scanner.close()
  }
  expect(await stackAcceptsPassword(user.email, user.password), 'still unconfirmed').toBe(false)

  await confirmOn(page, url)
  expect(await stackAcceptsPassword(user.email, user.password)).toBe(true)
})

test('a used link, opened again, gets the broken-link page with a way to ask for a new one', async ({ page, browserProblems }) => {
  browserProblems.allow(REFUSED_TOKEN)
  const user = await createUnconfirmedUser('brukt')
  const { url } = await mailedLinkFor(user.email, 'confirmation')
  await confirmOn(page, url)

  await page.goto(url)
  await waitForHydration(page)
  await confirmButton(page).click()
  const broken = brokenLink(page)
  await expect(broken.heading).toBeFocused()
  await expect(page).toHaveURL(`${SITE_URL}/bekreft-e-post`)
  await expect(broken.resendConfirmation).toBeVisible()
  // A confirmed address gets no new link, and is not told apart from one that would.
  await broken.email.fill(user.email)
  await broken.resendConfirmation.click()
  await expect(broken.answer).toHaveText(confirmationResendText.sent)
  expect(await mailsOfKind(user.email, 'confirmation')).toHaveLength(1)
  expect(browserProblems.consoleErrors.filter((text) => REFUSED_TOKEN.test(text))).toHaveLength(1)
})

test("an altered token gets the broken-link page, whose 'Send bekreftelsen på nytt' asks the stack for a new mail", async ({
  page,
  browserProblems,
}) => {
  browserProblems.allow(REFUSED_TOKEN)
  browserProblems.allow(MAIL_TOO_SOON)
  const user = await createUnconfirmedUser('endret-bekreft')
  const { tokenHash } = await mailedLinkFor(user.email, 'confirmation')
  const altered = alteredToken(tokenHash)
  const requests = watchAuthRequests(page)
  await page.goto(`/bekreft-e-post?token_hash=${altered}&type=signup`)
  await waitForHydration(page)
  await confirmButton(page).click()
  const broken = brokenLink(page)
  await expect(broken.heading).toBeFocused()
  expect(await stackAcceptsPassword(user.email, user.password), 'the altered token confirmed nothing').toBe(false)

  // The sign-up's mail went out less than a minute ago, so the stack holds the next one back and says for how long.
  await broken.email.fill(user.email)
  await broken.resendConfirmation.click()
  const seconds = await secondsIn(broken.answer)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(60)
  expect(requests).toEqual(['POST /auth/v1/verify', 'POST /auth/v1/resend'])

  // The first link still works.
  await confirmOn(page, (await mailedLinkFor(user.email, 'confirmation')).url)
})

test.describe("'Send bekreftelsen på nytt' on /auth", () => {
  test('after a sign-up: the mail just sent holds the next one back, and each press tells the seconds left', async ({
    page,
    browserProblems,
  }) => {
    browserProblems.allow(MAIL_TOO_SOON)
    const email = uniqueEmail('send-igjen')
    await signUpOnSite(page, email)
    const offer = resendOffer(page)
    await expect(offer.submit).toBeVisible()
    await offer.submit.click()
    const first = await secondsIn(offer.answer)
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThanOrEqual(60)

    await offer.submit.click()
    await expect(offer.answer).toHaveText(/om \d+ sekunder?\.$/)
    expect(await secondsIn(offer.answer)).toBeLessThanOrEqual(first)
    expect(await mailsOfKind(email, 'confirmation'), 'no second mail').toHaveLength(1)
  })

  test('after a sign-in refused as unconfirmed, and a resend the stack refused with 429: the wait the stack names', async ({
    page,
    browserProblems,
  }) => {
    browserProblems.allow(REFUSED_SIGN_IN)
    browserProblems.allow(MAIL_TOO_SOON)
    const user = await createUnconfirmedUser('vent')
    const { error } = await anonClient().auth.resend({ type: 'signup', email: user.email })
    expect(error?.code).toBe('over_email_send_rate_limit')
    const stackSeconds = Number(/after (\d+) seconds?/.exec(error!.message)![1])

    await page.goto('/auth')
    await waitForHydration(page)
    const form = authForm(page)
    await form.email.fill(user.email)
    await form.password.fill(user.password)
    await form.submit.click()
    await expect(toast(page, { title: 'Innlogging mislyktes', message: 'E-post ikke bekreftet. Sjekk e-posten din.' })).toBeVisible()
    const offer = resendOffer(page)
    await offer.submit.click()
    const seconds = await secondsIn(offer.answer)
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(stackSeconds)
    expect(await mailsOfKind(user.email, 'confirmation')).toHaveLength(1)
  })
})
