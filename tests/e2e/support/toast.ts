import type { Page } from '@playwright/test'
import { toastText } from '../../../src/content/toast'

/** The toast card with this title and message, in the live region of its type. */
export function toast(page: Page, { title, message, type = 'error' }: { title: string; message?: string; type?: string }) {
  const region = page
    .getByRole('region', { name: toastText.regionLabel })
    .getByRole(type === 'error' || type === 'warning' ? 'alert' : 'status')
  const card = region.locator(`[data-type="${type}"]`).filter({ hasText: title })
  return message === undefined ? card : card.filter({ hasText: message })
}
