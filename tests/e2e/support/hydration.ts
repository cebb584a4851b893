import type { Locator, Page } from '@playwright/test'
import { isHydrated } from '../../../tools/browser/hydrated'
import { expect } from './fixtures'

/**
 * Resolves once React has taken over the prerendered markup: hydration has committed. A form's send
 * button is enabled by that commit; {@link waitUntilInteractive} also waits for it, as a reader sees it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated)
}

/**
 * Resolves once the page can be used: hydration has committed and `control` (a form's send button,
 * disabled in the prerendered page and until then) is enabled. What is typed or pressed earlier may
 * be lost to hydration.
 */
export async function waitUntilInteractive(page: Page, control: Locator): Promise<void> {
  await waitForHydration(page)
  await expect(control).toBeEnabled()
}
