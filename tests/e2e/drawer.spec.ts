import { mainNavigation, navigationText } from '../../src/content/navigation'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { PHONE } from './support/viewports'

test.use({ viewport: PHONE, hasTouch: true })

test('the bottom drawer holds the navigation and closes when a link is tapped', async ({ page }) => {
  await page.goto('/om-oss')
  await waitForHydration(page)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kontakt' })).toBeHidden()
  await page.getByRole('button', { name: navigationText.openMenu }).tap()
  const drawer = page.getByRole('dialog', { name: navigationText.menuTitle })
  await expect(drawer).toBeVisible()
  for (const link of mainNavigation)
    await expect(drawer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
  for (const label of [navigationText.login, navigationText.bookDemo, navigationText.register]) {
    await expect(drawer.getByRole('link', { name: label })).toBeVisible()
  }
  await drawer.getByRole('link', { name: 'Kontakt', exact: true }).tap()
  await expect(page).toHaveURL('/kontakt')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt oss')
})

test('Escape closes the drawer and gives focus back to the menu button', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const menuButton = page.getByRole('button', { name: navigationText.openMenu })
  await menuButton.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog')).toContainText(navigationText.menuTitle)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(menuButton).toBeFocused()
})
