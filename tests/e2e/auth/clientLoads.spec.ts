import { declineCookies, expectSignedOut } from '../support/account'
import { authForm } from '../support/auth'
import { visitSignedIn } from '../support/authPage'
import { watchClientLoads } from '../support/clientLoads'
import { STACK_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'

test.beforeEach(async ({ page }) => {
  await declineCookies(page)
})

test.describe('what loads for whom', () => {
  test('an anonymous first visit to / loads no supabase-js and makes no request to the stack', async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    await expectSignedOut(page)
    expect(loadedClient()).toBe(false)
    expect(stackRequests()).toEqual([])
  })

  test('an anonymous first visit to /auth loads supabase-js only once the form is first used', async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    await page.goto('/auth')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(loadedClient()).toBe(false)

    await authForm(page).email.click()
    await expect.poll(loadedClient).toBe(true)
    await expectSignedOut(page)
    expect(stackRequests()).toEqual([])
  })

  test("a visit with a stored session loads supabase-js and checks the session with the stack's /auth/v1/user", async ({ page }) => {
    const { loadedClient, stackRequests } = await watchClientLoads(page)
    await visitSignedIn(page, '/')
    expect(loadedClient()).toBe(true)
    expect(stackRequests()).toContain(`${STACK_URL}/auth/v1/user`)
  })
})
