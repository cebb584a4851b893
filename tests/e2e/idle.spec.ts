import type { Locator, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { sessionTimeoutText } from '../../src/content/sessionTimeout'
import { expectNoViolations } from './support/axe'
import { expect, test } from './support/fixtures'
import { expectSignedOutForGood, moveMouse, navigation, showTab, signInWithControlledClock, timeoutDialog } from './support/idleSession'

// A stored choice keeps the cookie banner out of the way of the dialog.
test.beforeEach(async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
})

/**
 * Pauses the clock a second ahead and reads the dialog's m:ss, in seconds: a flowing clock can pass a second
 * before a busy machine reads the page.
 */
async function readPaused(page: Page, timer: Locator): Promise<number> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  // Read once the page has drawn the paused time: two reads in a row agree.
  let text = await timer.textContent()
  await expect
    .poll(async () => {
      const previous = text
      text = await timer.textContent()
      return text === previous
    })
    .toBe(true)
  const [minutes, seconds] = (text ?? '').split(':').map(Number)
  return minutes! * 60 + seconds!
}
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

test.describe('the idle session of a signed-in visitor', () => {
  test('after 25 quiet minutes a modal alert dialog counts down from 5:00, second by second, with the focus on Forleng sesjon', async ({
    page,
  }) => {
    await signInWithControlledClock(page)
    await page.clock.fastForward('24:59')
    await expect(timeoutDialog(page)).toHaveCount(0)
    await page.clock.fastForward('00:01')
    const dialog = timeoutDialog(page)
    await expect(dialog).toBeVisible()
    const timer = dialog.getByRole('timer')
    await expect(timer).toHaveText(/^(5:00|4:5\d)$/)
    await expect(dialog.getByRole('button', { name: sessionTimeoutText.extend })).toBeFocused()
    const shown = await readPaused(page, timer)
    await page.clock.runFor(1000)
    await expect(timer).toHaveText(clockText(shown - 1))
    await page.clock.runFor(65_000)
    await expect(timer).toHaveText(clockText(shown - 66))
  })

  test('the open dialog has no axe violations', async ({ page }) => {
    // As in the accessibility spec: sections below the fold would fade in as axe scrolls to them, and their text read
    // mid-fade fails the contrast rule.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signInWithControlledClock(page)
    await page.clock.fastForward('25:00')
    await expect(timeoutDialog(page)).toBeVisible()
    await expectNoViolations(page)
  })

  test("'Forleng sesjon' closes the dialog and starts a fresh 30 minutes", async ({ page }) => {
    await signInWithControlledClock(page)
    await page.clock.fastForward('27:00')
    await expect(timeoutDialog(page)).toBeVisible()
    await timeoutDialog(page).getByRole('button', { name: sessionTimeoutText.extend }).click()
    await expect(timeoutDialog(page)).toHaveCount(0)
    await page.clock.fastForward('24:59')
    await expect(timeoutDialog(page)).toHaveCount(0)
    await expect(navigation(page).logout).toBeVisible()
    await page.clock.fastForward('00:01')
    await expect(timeoutDialog(page).getByRole('timer')).toHaveText('5:00')
  })

  test('moving the mouse closes the dialog', async ({ page }) => {
    await signInWithControlledClock(page)
    await page.clock.fastForward('25:00')
    await expect(timeoutDialog(page)).toBeVisible()
    await moveMouse(page)
    await expect(timeoutDialog(page)).toHaveCount(0)
  })

  test('any other key press closes the dialog', async ({ page }) => {
    await signInWithControlledClock(page)
    await page.clock.fastForward('25:00')
    await expect(timeoutDialog(page)).toBeVisible()
    await page.keyboard.press('a')
    await expect(timeoutDialog(page)).toHaveCount(0)
  })

  test("'Logg ut' in the dialog signs out, reached with the keyboard", async ({ page }) => {
    await signInWithControlledClock(page)
    await page.clock.fastForward('25:00')
    await expect(timeoutDialog(page).getByRole('button', { name: sessionTimeoutText.extend })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(timeoutDialog(page).getByRole('button', { name: sessionTimeoutText.signOut })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(timeoutDialog(page)).toHaveCount(0)
    await expectSignedOutForGood(page)
  })

  test('30 minutes without activity sign the visitor out', async ({ page }) => {
    await signInWithControlledClock(page)
    await page.clock.fastForward('25:00')
    await expect(timeoutDialog(page)).toBeVisible()
    const shown = await readPaused(page, timeoutDialog(page).getByRole('timer'))
    await page.clock.runFor((shown - 1) * 1000)
    await expect(timeoutDialog(page).getByRole('timer')).toHaveText('0:01')
    await page.clock.runFor(1000)
    await expect(timeoutDialog(page)).toHaveCount(0)
    await expectSignedOutForGood(page)
  })

  test('activity in a second tab of the site keeps the first one signed in', async ({ page, context }) => {
    await signInWithControlledClock(page)
    const other = await context.newPage()
    await other.goto('/om-oss')
    await expect(navigation(other).logout).toBeVisible()

    await page.clock.fastForward('20:00')
    await moveMouse(other)
    // Without that activity the first tab would have warned at 25 and signed out at 30 minutes.
    await page.clock.fastForward('10:00')
    await expect(timeoutDialog(page)).toHaveCount(0)
    await expect(navigation(page).logout).toBeVisible()
    await page.clock.fastForward('15:00')
    await expect(timeoutDialog(page)).toBeVisible()
  })

  test('a tab whose timers did not run for 31 minutes signs out as soon as it is shown again', async ({ page }) => {
    await signInWithControlledClock(page)
    // The time moves on while no timer fires, as in a hidden tab the browser throttles.
    await showTab(page, 'hidden')
    await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 31 * 60_000)
    await expect(navigation(page).logout).toBeVisible()
    await showTab(page, 'visible')
    await expectSignedOutForGood(page)
  })
})
