import type { Locator, Page } from '@playwright/test'
import { whatCovers } from '../../../tools/browser/whatCovers'
import { expect } from './fixtures'

/** Expects `target` to have the focus and to be seen with it: in the viewport and covered by nothing (WCAG 2.4.7, 2.4.11). */
export async function expectFocusSeen(target: Locator): Promise<void> {
  await expect(target).toBeFocused()
  await expect(target).toBeInViewport()
  await expect.poll(() => target.evaluate(whatCovers), { message: 'what covers the focused element' }).toBeNull()
}

/** Presses Tab, from wherever the focus is, until `target` has the focus, as a keyboard user goes through the page; fails if it never does. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  const isFocused = () => target.evaluate((element) => element === document.activeElement)
  for (let presses = 0; presses < maxPresses && !(await isFocused()); presses++) await page.keyboard.press('Tab')
  await expect(target).toBeFocused()
}

/** Tabs to a control, checks that it is seen with the focus, and presses `key` on it (Enter by default, or Space). */
export async function pressOn(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter', maxPresses?: number): Promise<void> {
  await tabTo(page, control, maxPresses)
  await expectFocusSeen(control)
  await page.keyboard.press(key)
}

/** Tabs to a text field, checks that it is seen with the focus, and types `text` into it key by key. */
export async function typeInto(page: Page, field: Locator, text: string, maxPresses?: number): Promise<void> {
  await tabTo(page, field, maxPresses)
  await expectFocusSeen(field)
  await page.keyboard.type(text)
  await expect(field).toHaveValue(text)
}
