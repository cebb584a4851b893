import type { Page } from '@playwright/test'
import { sessionTimeoutText } from '../../../src/content/sessionTimeout'
import { expectSignedIn, navAccount, openSignedIn } from '../support/account'
import { expect, test } from '../support/fixtures'
import { timeoutDialog } from '../support/idleSession'
import { expectFocusSeen, tabTo } from '../support/keyboard'

/**
 * WCAG 2.2, 2.1.1 Keyboard: the idle-session warning answered with the keyboard alone. It opens with
 * the focus on 'Forleng sesjon', keeps Tab inside, and both Enter there and Escape keep the visitor
 * signed in for a fresh 30 minutes and give the focus back to where it was. The page's clock is moved,
 * never waited out; the cookie banner of a first visit stays open behind the dialog.
 */

/**
 * Opens / signed in on a clock the test moves, with the focus on 'Min konto' in the navigation, and
 * lets 25 quiet minutes pass: the dialog is open.
 */
async function warnWithFocusOnAccountLink(page: Page) {
  await page.clock.install()
  await openSignedIn(page, '/', 'tastatur-inaktiv')
  const accountLink = navAccount(page).account
  await tabTo(page, accountLink)
  await page.clock.fastForward('25:00')
  const dialog = timeoutDialog(page)
  await expect(dialog).toBeVisible()
  return {
    accountLink,
    dialog,
    extend: dialog.getByRole('button', { name: sessionTimeoutText.extend, exact: true }),
    signOut: dialog.getByRole('button', { name: sessionTimeoutText.signOut, exact: true }),
  }
}

/**
 * Expects a fresh 30 minutes: no warning 24 minutes on, still signed in, and the warning a minute
 * later. The clock is paused first, a second ahead: a flowing clock moves on while a busy machine
 * looks, so only bounds that hold for any such delay are checked (the old session would be gone).
 */
async function expectFreshSession(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.clock.fastForward('23:59')
  await expect(timeoutDialog(page)).toHaveCount(0)
  await expectSignedIn(page)
  await page.clock.fastForward('01:05')
  await expect(timeoutDialog(page).getByRole('timer')).toHaveText(/^4:[0-5]\d$/)
}

test("Tab stays in the dialog, Enter on 'Forleng sesjon' keeps the session and the focus goes back", async ({ page }) => {
  const { accountLink, dialog, extend, signOut } = await warnWithFocusOnAccountLink(page)
  await expectFocusSeen(extend)
  await page.keyboard.press('Tab')
  await expectFocusSeen(signOut)
  await page.keyboard.press('Tab')
  await expectFocusSeen(extend)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expectFocusSeen(accountLink)
  await expectFreshSession(page)
})

test('Escape closes the dialog as Forleng sesjon does: the session kept and the focus back', async ({ page }) => {
  const { accountLink, dialog, extend } = await warnWithFocusOnAccountLink(page)
  await expectFocusSeen(extend)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expectFocusSeen(accountLink)
  await expectFreshSession(page)
})
