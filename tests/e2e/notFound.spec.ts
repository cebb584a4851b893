import { notFoundText } from '../../src/content/notFound'
import { TOAST_EXIT_MS } from '../../machines/toastQueue.machine'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { UNKNOWN_PATH } from '../../tools/browser/pages'

const START = new Date('2026-11-22T12:00:00Z')

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START })
  await page.clock.pauseAt(new Date(START.getTime() + 1000))
  await page.goto(UNKNOWN_PATH)
  await waitForHydration(page)
  // Everything the toast needs has loaded; from here only the clock moves things.
  await page.waitForLoadState('networkidle')
})

test('shows the not-found title, text and the way home', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundText.title)
  await expect(page.getByText(notFoundText.text)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: notFoundText.homeButton })).toHaveAttribute('href', '/')
})

test('the warning toast appears after 1000 ms and stays 8000 ms', async ({ page }) => {
  const toast = page.getByRole('alert').getByText(notFoundText.toastMessage)
  await page.clock.runFor(999)
  await expect(toast).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(toast).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(notFoundText.toastTitle)
  await page.clock.runFor(7999)
  await expect(toast).toBeVisible()
  await page.clock.runFor(1 + TOAST_EXIT_MS)
  await expect(toast).toHaveCount(0)
})

test('clicking the toast goes to the home page', async ({ page }) => {
  await page.clock.runFor(1000)
  // A click waits for animation frames, which a paused clock holds back: let time flow again.
  await page.clock.resume()
  await page
    .getByRole('alert')
    .getByRole('link', { name: /Vi kunne ikke finne siden/ })
    .click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('alert').getByText(notFoundText.toastMessage)).toHaveCount(0)
})
