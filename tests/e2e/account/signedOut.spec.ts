import type { Page } from '@playwright/test'
import { accountText } from '../../../src/content/account'
import { authPageText } from '../../../src/content/authForm'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { createConfirmedUser, signInThroughStack, storeSessionBeforeLoad } from '../support/auth'
import { expect, test } from '../support/fixtures'

/** /konto shows a signed-out visitor the sign-in form and a signed-in one the account, each from the first frame. */

const SEEN_HEADINGS = 'konto-headings-seen'

/** Notes in the tab, frame by frame from the first, each visible main heading of /konto in the order first seen. */
async function noteHeadingsByFrame(page: Page): Promise<void> {
  await page.addInitScript((mark) => {
    if (location.pathname !== '/konto') return
    const look = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(mark) ?? '[]')
      for (const heading of document.querySelectorAll('h1'))
        if (heading.checkVisibility() && !seen.includes(heading.textContent ?? '')) seen.push(heading.textContent ?? '')
      sessionStorage.setItem(mark, JSON.stringify(seen))
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, SEEN_HEADINGS)
}

const headingsSeen = (page: Page) => page.evaluate((mark) => JSON.parse(sessionStorage.getItem(mark) ?? '[]') as string[], SEEN_HEADINGS)

/** The site's scripts answered with nothing: what shows is the prerendered page with its inline check alone. */
async function holdBackScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
}

test('a signed-out visitor gets the sign-in form on /konto from the first frame, and no frame shows the account', async ({ page }) => {
  await noteHeadingsByFrame(page)
  await page.goto('/konto')
  await expect(page.getByRole('tabpanel', { name: authPageText.tabs.signIn })).toBeVisible()
  await expect(page).toHaveURL(`${SITE_URL}/konto`)
  await expect(page.getByRole('heading', { level: 1, name: accountText.title })).toHaveCount(0)
  expect(await headingsSeen(page)).toEqual([authPageText.hero.title])
})

test('a signed-in visitor gets the account from the first frame, and no frame shows the sign-in form', async ({ page }) => {
  await storeSessionBeforeLoad(page, await signInThroughStack(await createConfirmedUser('forste-bilde')))
  await noteHeadingsByFrame(page)
  await page.goto('/konto')
  await expect(page.getByRole('heading', { level: 1, name: accountText.title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: authPageText.hero.title })).toHaveCount(0)
  expect(await headingsSeen(page)).toEqual([accountText.title])
})

test.describe('before the scripts run', () => {
  test('a signed-out visitor already sees the sign-in form, and not the account', async ({ page }) => {
    await holdBackScripts(page)
    await page.goto('/konto')
    await expect(page.getByRole('heading', { level: 1, name: authPageText.hero.title })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: accountText.title })).toBeHidden()
  })

  test('a visitor with a stored session already sees the account, and not the sign-in form', async ({ page }) => {
    await storeSessionBeforeLoad(page, await signInThroughStack(await createConfirmedUser('for-skript')))
    await holdBackScripts(page)
    await page.goto('/konto')
    await expect(page.getByRole('heading', { level: 1, name: accountText.title })).toBeVisible()
    await expect(page.getByText(accountText.loading)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: authPageText.hero.title })).toBeHidden()
  })
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('/konto shows the sign-in page, which says it needs script, and no field or button of the account', async ({ page }) => {
    await page.goto('/konto')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: authPageText.hero.title })).toBeVisible()
    await expect(main.getByRole('heading', { level: 1, name: accountText.title })).toBeHidden()
    await expect(main.getByText(accountText.emailLabel, { exact: true })).toBeHidden()
    await expect(main.getByText(accountText.loading)).toBeHidden()
  })
})
