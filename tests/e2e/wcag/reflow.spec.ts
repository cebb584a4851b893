import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { CONTENT_PAGES, gotoLanding } from '../support/pages'

/**
 * WCAG 2.2, 1.4.10 Reflow and 1.4.12 Text Spacing: at 320 px (400 % zoom of a 1280 px screen), with
 * and without the spacing the criterion names injected, no text runs past the box that holds it
 * (where it would be clipped or lie over its neighbour), and the page never scrolls sideways.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** Texts wider than their own box, or than the screen, as `tag 'text'`. */
function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, a, button, label, dt, dd, address')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return element.scrollWidth > element.clientWidth + 1 || box.right > document.documentElement.clientWidth + 1 || box.left < -1
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.parentElement?.className.split(' ')[0] ?? ''} '${(element.textContent ?? '').trim().slice(0, 40)}' ${element.scrollWidth}>${element.clientWidth}`,
      ),
  )
}

// The spacing is injected as a style element, which the site's own policy (style-src 'self') would refuse.
test.use({ viewport: { width: 320, height: 800 }, bypassCSP: true })

for (const { path } of CONTENT_PAGES) {
  for (const spacing of ['as designed', 'with the text spacing of 1.4.12'] as const) {
    test(`${path} at 320 px, ${spacing}: no text runs out of its box and nothing scrolls sideways`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await gotoLanding(page, path)
      await waitForHydration(page)
      if (spacing !== 'as designed') await page.addStyleTag({ content: TEXT_SPACING })
      expect(await overflowingTexts(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    })
  }
}
