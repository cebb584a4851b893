import type { Page } from '@playwright/test'
import { navigationText } from '../../../src/content/navigation'
import { sessionTimeoutText } from '../../../src/content/sessionTimeout'
import { accountLinks, confirmInBrowser, createUnconfirmedUser } from './auth'
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
