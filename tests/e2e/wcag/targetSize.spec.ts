import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { CONTENT_PAGES } from '../../../tools/browser/pages'

/**
 * WCAG 2.2, 2.5.8 Target Size (Minimum): every control is at least 24 × 24 CSS px. The exception
 * relied on: a link inside running text (a sentence of a paragraph or a list item), whose size the
 * line of text sets.
 */
const WIDTHS = [375, 1280] as const

for (const { path } of CONTENT_PAGES) {
  test(`${path} at ${WIDTHS.join(' and ')} px: every control but links in running text is at least 24 × 24 px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 })
    await page.goto(path)
    await waitForHydration(page)
    // Sizes follow from CSS, so one load serves both widths.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const small = await page.evaluate(() => {
        const inRunningText = (element: Element) =>
          element.tagName === 'A' &&
          [...(element.parentElement?.childNodes ?? [])].some((node) => node !== element && (node.textContent ?? '').trim().length > 0) &&
          getComputedStyle(element).display === 'inline'
        return [
          ...document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab]'),
        ]
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
          .filter((element) => !inRunningText(element))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 24 || box.height < 24)
          .map(
            ({ element, box }) =>
              `${element.tagName.toLowerCase()} '${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}' ${Math.round(box.width)}×${Math.round(box.height)}`,
          )
      })
      expect(small, `at ${width} px`).toEqual([])
    }
  })
}
