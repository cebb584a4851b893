import { pageMeta } from '../../../src/content/routes'
import { declineCookies } from '../support/account'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'

/**
 * WCAG 2.2, 2.4.3 Focus Order and 4.1.3 Status Messages: a link that changes the page without a
 * reload moves the focus to the new page's main region, so the next Tab goes on from the page's
 * start, and the new page's title is announced.
 */
test('a footer link taken by keyboard puts the focus on the new page’s main region and announces its title', async ({ page }) => {
  await declineCookies(page)
  await page.goto('/')
  await waitForHydration(page)
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true })
  await footerLink.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/kontakt')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: pageMeta['/kontakt'].title })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt oss')
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
})
