import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** Presses Tab, from wherever the focus is, until `target` has the focus, as a keyboard user goes through the page; fails if it never does. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  const isFocused = () => target.evaluate((element) => element === document.activeElement)
  for (let presses = 0; presses < maxPresses && !(await isFocused()); presses++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}
