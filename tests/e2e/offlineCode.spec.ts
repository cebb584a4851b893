import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { SIGN_IN_FAILED_TITLE } from '../../messages/authForm'
import { aboutContent } from '../../src/content/about'
import { authPageText } from '../../src/content/authForm'
import { recoveryRequestText } from '../../src/content/mailRequest'
import { navigationText } from '../../src/content/navigation'
import { expect, test } from './support/fixtures'
import { authForm } from './support/auth'
import { toast } from './support/toast'
import { failedLoad } from './support/console'
import { watchFormCode } from './support/formCode'
import { waitForHydration } from './support/hydration'
import { PHONE } from './support/viewports'

/**
 * The network gone before a part of the site was first needed: its code cannot load. The page never
 * goes blank; back online, the same action works.
 */

test.beforeEach(async ({ page, browserProblems }) => {
  await page.addInitScript((key) => {
    // The browser's own offline page has no storage.
    if (location.protocol === 'http:') window.localStorage.setItem(key, 'declined')
  }, CONSENT_STORAGE_KEY)
  // The browser reports each script it could not fetch.
  browserProblems.allow(failedLoad('/assets/'))
})

test('offline, a link to another page asks the server for the whole page, so the browser says it is offline; back online it shows', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await context.setOffline(true)
  const wholePage = page.waitForEvent('requestfailed', (request) => request.isNavigationRequest() && request.url().endsWith('/om-oss'))
  await page.getByRole('navigation', { name: navigationText.mainLabel }).getByRole('link', { name: 'Om oss' }).click()
  await wholePage
  await page.waitForLoadState()

  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutContent.hero.title)
})

test("offline, 'Glemt passord?' says the sign-in failed and gives the tabs back with the address kept; back online it opens", async ({
  page,
  context,
}) => {
  await page.goto('/auth')
  await waitForHydration(page)
  const form = authForm(page)
  const codeArrived = watchFormCode(page)
  await form.email.fill('ola@example.no')
  // The form's flow has loaded with the first focus; the recovery panel's code has not.
  await codeArrived()
  await context.setOffline(true)
  const forgotten = form.panel.getByRole('button', { name: authPageText.forgotPassword })
  await forgotten.click()
  await expect(toast(page, { title: SIGN_IN_FAILED_TITLE })).toBeVisible()
  await expect(form.email).toHaveValue('ola@example.no')

  await context.setOffline(false)
  await page.waitForFunction(() => navigator.onLine)
  await forgotten.click()
  await expect(page.getByRole('heading', { name: recoveryRequestText.title })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  test("offline, 'Åpne meny' leaves the page as it was and the menu closed; back online the next tap opens it", async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const menuButton = page.getByRole('button', { name: navigationText.openMenu })
    await context.setOffline(true)
    const drawerCode = page.waitForEvent('requestfailed', (request) => /\/MobileMenuDrawer-[^/]+\.js$/.test(request.url()))
    await menuButton.tap()
    await drawerCode
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await context.setOffline(false)
    await menuButton.tap()
    await expect(page.getByRole('dialog', { name: navigationText.menuTitle })).toBeVisible()
  })
})
