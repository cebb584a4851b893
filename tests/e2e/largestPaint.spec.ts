import { cookieConsentText } from '../../src/content/cookieConsent'
import { cookieBanner } from './support/cookieBanner'
import { expect, test } from './support/fixtures'
import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'

// Lighthouse's mobile screen: where a banner that paints after the script could outgrow the page's own text.
test.use({ viewport: { width: 412, height: 823 } })

/**
 * The cookie banner paints only after the script, so were it the largest paint of a first visit,
 * the page's LCP would wait for the script. The page's own prerendered text must stay larger.
 */
for (const path of [...CONTENT_PAGES.map((page) => page.path), UNKNOWN_PATH]) {
  test(`the cookie banner is not the largest paint of a first visit to ${path}`, async ({ page }) => {
    await page.goto(path)
    const banner = cookieBanner(page).region
    await expect(banner).toBeVisible()
    const largest = await page.evaluate(
      (label) =>
        new Promise<{ inBanner: boolean; text: string }>((resolve) => {
          const entries: PerformanceEntry[] = []
          const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()))
          observer.observe({ type: 'largest-contentful-paint', buffered: true })
          // After the next rendered frame the banner's own paint has been reported, if it is a candidate.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              entries.push(...observer.takeRecords())
              observer.disconnect()
              const element = (entries.at(-1) as (PerformanceEntry & { element: Element | null }) | undefined)?.element
              resolve({
                inBanner: element?.closest(`section[aria-label="${label}"]`) != null,
                text: element?.textContent?.slice(0, 60) ?? '(none)',
              })
            }),
          )
        }),
      cookieConsentText.label,
    )
    expect(largest.inBanner, `largest paint: ${largest.text}`).toBe(false)
  })
}
