import { mainNavigation, navigationText } from '../../../src/content/navigation'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { expectFocusSeen, pressOn } from '../support/keyboard'
import { PHONE } from '../support/viewports'

/**
 * WCAG 2.2, 2.1.1 Keyboard: the navigation drawer of a phone, opened, gone through and closed with
 * the keyboard alone, on a first visit with the cookie banner open.
 */

test.use({ viewport: PHONE })

/** Every stop of the drawer: its close button, the five page links and the three account actions. */
const DRAWER_STOPS = [navigationText.closeMenu, ...mainNavigation.map((link) => link.label), 'Logg inn', 'Book Demo', 'Registrer']

test('the menu button opens the drawer, Tab goes round inside it, and Escape closes it with the focus back on the button', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const menuButton = page.getByRole('banner').getByRole('button', { name: navigationText.openMenu, exact: true })
  await pressOn(page, menuButton)
  const drawer = page.getByRole('dialog', { name: navigationText.menuTitle })
  await expect(drawer).toBeVisible()

  const focused = page.locator(':focus')
  const reached: string[] = []
  for (let stop = 0; stop <= DRAWER_STOPS.length; stop++) {
    if (stop > 0) await page.keyboard.press('Tab')
    await expect(drawer.locator(':focus'), 'the focus stays in the drawer').toHaveCount(1)
    await expectFocusSeen(focused)
    reached.push(await focused.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''))
  }
  expect(reached.slice(0, -1).toSorted()).toEqual(DRAWER_STOPS.toSorted())
  expect(reached.at(-1), 'Tab from the last stop comes round to the first').toBe(reached[0])

  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expectFocusSeen(menuButton)
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
})
