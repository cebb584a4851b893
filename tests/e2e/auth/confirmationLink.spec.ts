import { declineCookies, expectSignedIn, expectSignedOut } from '../support/account'
import { AUTH_STORAGE_KEY, confirmationLinkFor, createUnconfirmedUser, storedItem, watchAuthRequests } from '../support/auth'
import { toast } from '../support/toast'
import { visitSignedIn } from '../support/authPage'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('the confirmation link', () => {
  test("opens 'Bekreft e-postadressen', whose press signs the visitor in on /: Logg ut in the navigation, the token in neither the address nor the history, and a reload keeps the session", async ({
    page,
  }) => {
    const user = await createUnconfirmedUser('bekreft')
    await page.goto('/om-oss')
    await waitForHydration(page)
    await expectSignedOut(page)
    const requests = watchAuthRequests(page)
    await page.goto(await confirmationLinkFor(user.email))
    await waitForHydration(page)
    await expect(page, 'the token is taken out of the address').toHaveURL(`${SITE_URL}/bekreft-e-post`)
    await page.getByRole('button', { name: 'Bekreft e-postadressen', exact: true }).click()
    await expect(toast(page, { title: 'E-postadressen er bekreftet', type: 'success' })).toBeVisible()
    await expectSignedIn(page)
    await expect(page, 'no token left in the address').toHaveURL(`${SITE_URL}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(requests).toContain('POST /auth/v1/verify')
    const stored = JSON.parse((await storedItem(page, AUTH_STORAGE_KEY)) ?? 'null') as { user?: { email?: string } } | null
    expect(stored?.user?.email).toBe(user.email)

    requests.length = 0
    await page.reload()
    await waitForHydration(page)
    await expectSignedIn(page)
    expect(requests, 'the stored session is checked with the backend').toContain('GET /auth/v1/user')

    // The link's entry was replaced, twice, so Back leaves for the page before, not for the token.
    await page.goBack()
    await expect(page).toHaveURL(`${SITE_URL}/om-oss`)
    await expectSignedIn(page)
  })

  test('opening /auth while signed in goes to / in place of /auth, so Back returns to the page before', async ({ page }) => {
    await visitSignedIn(page, '/om-oss')
    await page.goto('/auth')
    await expect(page).toHaveURL(`${SITE_URL}/`)
    await expectSignedIn(page)
    await page.goBack()
    await expect(page).toHaveURL(`${SITE_URL}/om-oss`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Logg inn eller registrer deg')
  })
})
