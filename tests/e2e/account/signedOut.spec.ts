import type { Request } from '@playwright/test'
import { accountText } from '../../../src/content/account'
import { SITE_URL } from '../../../tools/browser/endpoints'
import { expect, test } from '../support/fixtures'

/** /konto for a visitor with no stored session: the prerendered page itself sends them to sign in. */

const SAW_FORM = 'konto-form-shown'

test('a signed-out visitor is sent to sign in before any script of /konto loads, and no frame shows its form', async ({ page }) => {
  // Each frame of /konto, until the browser leaves it, notes in the tab whether a form of the page was shown.
  await page.addInitScript((mark) => {
    if (location.pathname !== '/konto') return
    const look = () => {
      if ([...document.forms].some((form) => form.checkVisibility())) sessionStorage.setItem(mark, 'yes')
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, SAW_FORM)
  // Which page asked for each script, by its referrer (the full address: the policy keeps it within the site).
  const scriptsBy = new Map<string, string[]>()
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'script') return
    const referer = request.headers()['referer'] ?? '(none)'
    scriptsBy.set(referer, [...(scriptsBy.get(referer) ?? []), request.url()])
  })

  await page.goto('/konto')
  await expect(page).toHaveURL(`${SITE_URL}/auth?neste=%2Fkonto`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The sign-in page's scripts are seen, so none asked for by /konto would have gone unseen.
  await expect.poll(() => scriptsBy.get(`${SITE_URL}/auth?neste=%2Fkonto`)?.length ?? 0).toBeGreaterThan(0)
  expect(scriptsBy.get(`${SITE_URL}/konto`)).toBeUndefined()
  expect(await page.evaluate((mark) => sessionStorage.getItem(mark), SAW_FORM)).toBeNull()
})

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false })

  test('/konto says it needs script, and shows no field or button of the account', async ({ page }) => {
    await page.goto('/konto')
    const main = page.getByRole('main')
    // Playwright's text queries leave out <noscript>, so the notice is found by its paragraph.
    const notice = main.locator('noscript p')
    await expect(notice).toHaveText(accountText.scriptRequired)
    await expect(notice).toBeVisible()
    await expect(main.getByText(accountText.emailLabel, { exact: true })).toBeHidden()
    await expect(main.getByText(accountText.loading)).toBeHidden()
    await expect(main.getByRole('textbox')).toHaveCount(0)
    await expect(main.getByRole('button')).toHaveCount(0)
  })
})
