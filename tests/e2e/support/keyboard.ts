import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * In the page: null when `element` can be seen where it stands, not hidden behind the fixed navigation
 * bar, the cookie banner, a toast or a dialog (WCAG 2.4.11: not entirely hidden): the element itself
 * is hit at its centre or near one of its corners, as `elementFromPoint` finds it. The corners are
 * taken a quarter of the shorter side in, inside any rounding of a field or a pill-shaped button.
 * Otherwise, what lies over its centre, as `tag.class 'text'`. Self-contained, so it can be handed to
 * `evaluate`.
 */
export function whatCovers(element: Element): string | null {
  const box = element.getBoundingClientRect()
  const inset = Math.max(1, Math.min(box.width, box.height) / 4)
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ]
  const hits = points.map(([x, y]) => document.elementFromPoint(x!, y!))
  if (hits.some((hit) => hit !== null && (hit === element || element.contains(hit)))) return null
  const cover = hits[0]
  if (!cover) return 'nothing: the element is off the page'
  const text = (cover.getAttribute('aria-label') ?? cover.textContent ?? '').trim().slice(0, 40)
  return `${cover.tagName.toLowerCase()}.${[...cover.classList].slice(0, 3).join('.')} '${text}'`
}

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
