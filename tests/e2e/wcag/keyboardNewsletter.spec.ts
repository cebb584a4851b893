import { newsletterText } from '../../../src/content/newsletter'
import { NEWSLETTER_TOASTS } from '../../../messages/newsletter'
import { newsletterLinkText } from '../../../src/content/newsletterLink'
import { newsletterSubscriptions, uniqueEmail } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { expectFocusSeen, pressOn, typeInto } from '../support/keyboard'
import { expectNewsletterToast, newsletterMailLinks, openNewsletterForm, openNewsletterLink } from '../support/newsletter'

/**
 * WCAG 2.2, 2.1.1 Keyboard: the newsletter's double opt-in with the keyboard alone, on a first visit
 * with the cookie banner open: the sign-up in the footer of the front page, then the mail's links to
 * /nyhetsbrev/bekreft and /nyhetsbrev/avmeld.
 */

/** The front page's footer form lies past every link of the page. */
const PRESSES_TO_FOOTER = 60

test('sign up in the footer, confirm from the mail and leave again, by keyboard alone', async ({ page }) => {
  const email = uniqueEmail('tastatur-nyhetsbrev')
  const form = await openNewsletterForm(page, '/')
  await typeInto(page, form.input, email, PRESSES_TO_FOOTER)
  await pressOn(page, form.send, 'Enter', 1)
  await expectNewsletterToast(page, NEWSLETTER_TOASTS.subscribed)
  await expect(form.sentLine).toHaveText(newsletterText.confirmationSent)
  await expectFocusSeen(form.send)

  const links = await newsletterMailLinks(email)
  const confirmPage = await openNewsletterLink(page, 'confirm', links.confirm.url)
  await pressOn(page, confirmPage.button)
  await expectFocusSeen(confirmPage.done)
  await expect(page.getByRole('main')).toContainText(newsletterLinkText.confirm.done.text)
  expect((await newsletterSubscriptions(email))[0]?.confirmed_at).toBeTruthy()

  const leavePage = await openNewsletterLink(page, 'leave', links.leave.url)
  await pressOn(page, leavePage.button, 'Space')
  await expectFocusSeen(leavePage.done)
  await expect(page.getByRole('main')).toContainText(newsletterLinkText.leave.done.text)
  expect(await newsletterSubscriptions(email)).toEqual([])
})
