import type { Page } from '@playwright/test'
import { navigationText } from '../../../src/content/navigation'
import { sessionTimeoutText } from '../../../src/content/sessionTimeout'
import { accountLinks, AUTH_STORAGE_KEY, confirmInBrowser, createUnconfirmedUser, storedItem } from './auth'
import { expect } from './fixtures'

/** The login and logout links of the main navigation. */
export function navigation(page: Page) {
  return accountLinks(page.getByRole('navigation', { name: navigationText.mainLabel }))
}

/** The dialog that warns before an idle session ends. */
export function timeoutDialog(page: Page) {
  return page.getByRole('alertdialog', { name: sessionTimeoutText.title })
}

/** Confirms a fresh account through its mail's link on a page whose clock the test moves, and waits until it is signed in. */
export async function signInWithControlledClock(page: Page): Promise<void> {
  await page.clock.install()
  await confirmInBrowser(page, (await createUnconfirmedUser('inaktiv')).email)
  await expect(navigation(page).logout).toBeVisible()
}

/** Signed out, and the session gone from the browser's storage too. */
export async function expectSignedOutForGood(page: Page): Promise<void> {
  await expect(navigation(page).login).toBeVisible()
  await expect(navigation(page).logout).toHaveCount(0)
  await expect.poll(() => storedItem(page, AUTH_STORAGE_KEY)).toBeNull()
}

/** Moves the mouse over the page, outside any dialog: activity. */
export async function moveMouse(page: Page): Promise<void> {
  await page.mouse.move(20, 300)
  await page.mouse.move(40, 320)
}

/**
 * The tab as the person leaves it for another ('hidden') or comes back to it ('visible'): headless
 * Chromium never hides a page by itself, so the document says so and tells its listeners.
 */
export async function showTab(page: Page, visibility: DocumentVisibilityState): Promise<void> {
  await page.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
    document.dispatchEvent(new Event('visibilitychange'))
  }, visibility)
}
