import { navigationText } from '../../../src/content/navigation'
import { declineCookies, expectSignedIn, expectSignedOut, navAccount } from '../support/account'
import { accountLinks, AUTH_STORAGE_KEY, LAST_CONTACT_SUBMISSION_KEY, storedItem, watchAuthRequests } from '../support/auth'
import { visitSignedIn } from '../support/authPage'
import { ANON_KEY, STACK_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { PHONE } from '../support/viewports'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('signing out', () => {
  test("'Logg ut' brings the 'Logg inn' link back, ends the session and removes the stored session and lastContactSubmission", async ({
    page,
  }) => {
    const { session } = await visitSignedIn(page, '/', { extra: { [LAST_CONTACT_SUBMISSION_KEY]: String(Date.now()) } })
    expect(await storedItem(page, LAST_CONTACT_SUBMISSION_KEY)).not.toBeNull()
    const requests = watchAuthRequests(page)
    await navAccount(page).logout.click()
    await expectSignedOut(page)
    await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
    await expect.poll(() => storedItem(page, LAST_CONTACT_SUBMISSION_KEY)).toBeNull()
    expect(requests).toContain('POST /auth/v1/logout')
    const user = await fetch(`${STACK_URL}/auth/v1/user`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${session.access_token}` },
    })
    expect(user.status, 'the backend no longer knows the session').toBe(403)

    requests.length = 0
    await page.reload()
    await waitForHydration(page)
    await expectSignedOut(page)
    await page.waitForLoadState('networkidle')
    expect(requests, 'a signed-out visit has no session to check').toEqual([])
  })

  test('a sign-out in one tab signs out the other tabs of the browser', async ({ page, context }) => {
    await visitSignedIn(page, '/')
    const other = await context.newPage()
    await other.goto('/kontakt')
    await waitForHydration(other)
    await expectSignedIn(other)

    await navAccount(page).logout.click()
    await expectSignedOut(page)
    await expectSignedOut(other)
    // The bar may say so a moment before the signing-out tab's client has removed the stored session.
    await expect.poll(() => storedItem(other, AUTH_STORAGE_KEY)).toBeNull()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE })

    test("the drawer shows 'Logg ut' while signed in, and it signs out", async ({ page }) => {
      // The bar's own account links are hidden on a phone; the drawer holds them.
      await visitSignedIn(page, '/', { navBar: false })
      const menuButton = page.getByRole('button', { name: navigationText.openMenu })
      await menuButton.click()
      const drawer = page.getByRole('dialog', { name: navigationText.menuTitle })
      const account = accountLinks(drawer)
      await expect(account.logout).toBeVisible()
      await expect(account.login).toHaveCount(0)
      await account.logout.click()
      await expect(drawer).toHaveCount(0)
      await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
      await menuButton.click()
      await expect(account.login).toBeVisible()
      await expect(account.logout).toHaveCount(0)
    })
  })
})
