import type { Page, Request } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Resolves once the form's code has arrived, with the toast cards it loads ahead: a visitor who
 * goes offline after typing has it. Started before the form is first used, as the code loads then.
 */
export function watchFormCode(page: Page) {
  const inFlight = new Set<Request>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  const toastCards = page.waitForResponse((response) => /\/assets\/ToastCards-[^/]+\.js$/.test(response.url()))
  return async () => {
    await toastCards
    await expect.poll(() => inFlight.size).toBe(0)
  }
}
