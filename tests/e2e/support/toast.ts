import { expect, type Locator, type Page } from '@playwright/test'
import { TOAST_EXIT_MS } from '../../../machines/toastQueue.machine'
import { toastText } from '../../../src/content/toast'

const toastRegion = (page: Page) => page.getByRole('region', { name: toastText.regionLabel })

/** The toast card with this title and message, in the live region of its type. */
export function toast(page: Page, { title, message, type = 'error' }: { title: string; message?: string; type?: string }) {
  const region = toastRegion(page).getByRole(type === 'error' || type === 'warning' ? 'alert' : 'status')
  const card = region.locator(`[data-type="${type}"]`).filter({ hasText: title })
  return message === undefined ? card : card.filter({ hasText: message })
}

/**
 * The card shows once the toasts ahead of it have left: one toast shows at a time
 * (machines/toastQueue.machine.ts), so the person waits the one on screen out on the page's installed clock.
 */
export async function expectToastInTurn(page: Page, card: Locator) {
  const onScreen = toastRegion(page).locator('[data-type]')
  await expect
    .poll(
      async () => {
        if (await card.isVisible()) return true
        if ((await onScreen.count()) > 0) await page.clock.runFor(TOAST_EXIT_MS)
        return false
      },
      { message: 'the toast shows in its turn', intervals: [50] },
    )
    .toBe(true)
}
