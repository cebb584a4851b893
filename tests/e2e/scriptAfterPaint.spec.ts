import { cookieBanner } from './support/cookieBanner'
import { expect, test } from './support/fixtures'
import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'

/**
 * The prerendered page paints on its own: not one script may be requested before that first paint,
 * or the paint (and the LCP) could wait on it. After it, the page still hydrates and works.
 */
for (const path of [...CONTENT_PAGES.map((page) => page.path), UNKNOWN_PATH]) {
  test(`${path} requests no script before its first paint`, async ({ page }) => {
    await page.goto(path)
    await expect(cookieBanner(page).region).toBeVisible()
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, requestedAt: entry.startTime })),
    }))
    expect(firstPaint, 'the page painted').toBeDefined()
    expect(scripts.length, 'the page loads its scripts after the paint').toBeGreaterThan(0)
    expect(scripts.filter((script) => script.requestedAt < firstPaint!)).toEqual([])
  })
}
