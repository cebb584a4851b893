import { declineCookies } from '../support/account'
import { newsletterSubscriptions } from '../support/backend'
import { expect, test } from '../support/fixtures'
import { tabTo } from '../support/keyboard'
import { newsletterLinkPage, onlyRowOf, openNewsletterLink, signUpForMail } from '../support/newsletter'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
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
