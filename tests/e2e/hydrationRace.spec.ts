import { declineCookies } from './support/account'
import { expect, test } from './support/fixtures'

interface EarlyClick {
  clickedEarly?: boolean
}

/**
 * The page's own part (inside <main>) hydrates after the shell. A footer link taken in between must
 * open the next page without React finding the old page's markup under the new path (a hydration
 * error, which the fixture fails on).
 */
test('a link taken before the page has hydrated opens the next page without a hydration error', async ({ page }) => {
  await declineCookies(page)
  await page.addInitScript(() => {
    const hydrated = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps'))
    const channel = new MessageChannel()
    // Checks between React's own scheduler tasks for the moment the footer has hydrated and the heading not yet.
    channel.port1.onmessage = () => {
      const link = document.querySelector<HTMLAnchorElement>('footer a[href="/kontakt"]')
      if (!hydrated(link)) return channel.port2.postMessage(null)
      if (hydrated(document.querySelector('main h1'))) return
      ;(window as EarlyClick).clickedEarly = true
      link?.click()
    }
    channel.port2.postMessage(null)
  })
  await page.goto('/')
  await expect(page).toHaveURL('/kontakt')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt oss')
  expect(await page.evaluate(() => (window as EarlyClick).clickedEarly)).toBe(true)
})
