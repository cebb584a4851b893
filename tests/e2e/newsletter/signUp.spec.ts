import { newsletterText } from '../../../src/content/newsletter'
import { declineCookies } from '../support/account'
import { uniqueEmail } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { newsletterMailLinks, onlyRowOf, signUpInFooter } from '../support/newsletter'

/**
 * The newsletter's double opt-in against the run's stack (tests/e2e/newsletter/): the footer's sign-up,
 * the confirmation mail its newsletter function sends, and that mail's links to /nyhetsbrev/bekreft and
 * /nyhetsbrev/avmeld, where only the press of the page's button confirms or leaves (mail scanners open
 * links first).
 */

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

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
