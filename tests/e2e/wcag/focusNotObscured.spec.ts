import type { Page } from '@playwright/test'
import { declineCookies } from '../support/account'
import { cookieBanner } from '../support/cookieBanner'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { whatCovers } from '../../../tools/browser/whatCovers'
import { LAPTOP, PHONE } from '../support/viewports'

/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured: every element the keyboard reaches can be seen when it has the
 * focus, not hidden behind the fixed navigation bar, the cookie banner or a toast (seen as
 * `whatCovers` in support/keyboard.ts tells it).
 */
const PAGES = ['/', '/kontakt', '/auth'] as const
const WIDTHS = [
  { name: 'a phone', viewport: PHONE },
  { name: 'a laptop', viewport: LAPTOP },
] as const
/** More stops than the longest page has, so every stop is met and the walk comes back round. */
const MAX_STOPS = 80

interface Stop {
  label: string
  seen: boolean
}

/** Presses Tab until the focus comes back to the first stop; each stop, and whether it could be seen. */
async function tabThrough(page: Page): Promise<Stop[]> {
  const stops: Stop[] = []
  for (let n = 0; n < MAX_STOPS; n += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluateHandle(() => document.activeElement)
    const stop = await focused.evaluate((element) => {
      if (!(element instanceof HTMLElement) || element === document.body) return null
      const label = `${element.tagName.toLowerCase()} '${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}'`
      return { label, first: element.dataset.firstStop === 'yes' }
    })
    const seen = stop !== null && (await focused.evaluate(whatCovers)) === null
    await focused.dispose()
    if (stop === null) continue
    if (stop.first) break
    if (stops.length === 0) await page.evaluate(() => ((document.activeElement as HTMLElement).dataset.firstStop = 'yes'))
    stops.push({ label: stop.label, seen })
  }
  return stops
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport })
    for (const path of PAGES) {
      for (const banner of ['open', 'answered'] as const) {
        test(`every focus stop on ${path} can be seen, the cookie banner ${banner}`, async ({ page }) => {
          if (banner === 'answered') await declineCookies(page)
          await page.goto(path)
          await waitForHydration(page)
          if (banner === 'open') await expect(cookieBanner(page).region).toBeVisible()
          const stops = await tabThrough(page)
          expect(stops.length).toBeGreaterThan(10)
          expect(stops.filter((stop) => !stop.seen).map((stop) => stop.label)).toEqual([])
        })
      }
    }
  })
}
