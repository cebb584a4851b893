import type { Locator, Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY } from '../../../machines/cookieConsent.machine'
import { navigationText } from '../../../src/content/navigation'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { signInWithControlledClock, timeoutDialog } from '../support/idleSession'
import { CONTENT_PAGES } from '../../../tools/browser/pages'
import { whatCovers } from '../../../tools/browser/whatCovers'
import { LAPTOP, sidewaysOverflow } from '../support/viewports'

/**
 * WCAG 2.2, 1.4.10 Reflow and 1.4.12 Text Spacing: at 320 px (400 % zoom of a 1280 px screen), with
 * and without the spacing the criterion names injected, no text runs past the box that holds it
 * (where it would be clipped or lie over its neighbour), and the page never scrolls sideways.
 */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** Texts (inside `within`, by default the whole page) wider than their own box, or than the screen, as `tag 'text'`. */
function overflowingTexts(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    (scope) =>
      [...document.querySelectorAll<HTMLElement>(`${scope} :is(h1, h2, h3, p, li, a, button, label, dt, dd, address)`)]
        .filter((element) => element.getClientRects().length > 0)
        // A visually hidden text (1 × 1 px, for screen readers) is meant to be clipped.
        .filter((element) => element.clientWidth > 1)
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return element.scrollWidth > element.clientWidth + 1 || box.right > document.documentElement.clientWidth + 1 || box.left < -1
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.parentElement?.className.split(' ')[0] ?? ''} '${(element.textContent ?? '').trim().slice(0, 40)}' ${element.scrollWidth}>${element.clientWidth}`,
        ),
    within,
  )
}

/** The controls that, scrolled to with the focus, cannot be seen (cut off by the box they sit in, or covered), by text. */
async function unreachable(controls: Locator[]): Promise<string[]> {
  const lost: string[] = []
  for (const control of controls) {
    await control.focus()
    const cover = await control.evaluate(whatCovers)
    if (cover !== null) lost.push(`${(await control.getAttribute('aria-label')) ?? (await control.innerText())} under ${cover}`)
  }
  return lost
}

// The spacing is injected as a style element, which the site's own policy (style-src 'self') would refuse.
test.use({ viewport: { width: 320, height: 800 }, bypassCSP: true })

for (const { path } of CONTENT_PAGES) {
  test(`${path} at 320 px, as designed and with the text spacing of 1.4.12: no text runs out of its box and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await waitForHydration(page)
    // The same load serves both: the spacing only adds to what is designed.
    for (const spacing of ['as designed', 'with the text spacing'] as const) {
      if (spacing !== 'as designed') await page.addStyleTag({ content: TEXT_SPACING })
      expect(await overflowingTexts(page), spacing).toEqual([])
      expect(await sidewaysOverflow(page), spacing).toBeLessThanOrEqual(0)
    }
  })
}

test.describe('with the text spacing of 1.4.12 at 320 px', () => {
  test('the open navigation drawer keeps its texts in their boxes and every link within reach', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/om-oss')
    await waitForHydration(page)
    await page.addStyleTag({ content: TEXT_SPACING })
    await page.getByRole('button', { name: navigationText.openMenu }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    expect(await overflowingTexts(page, '[role=dialog]')).toEqual([])
    expect(await unreachable(await drawer.locator('a, button').filter({ visible: true }).all())).toEqual([])
  })

  test('the idle-session dialog keeps its texts in their boxes and both buttons within reach', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'declined'), CONSENT_STORAGE_KEY)
    // Signed in where the bar shows 'Logg ut', then narrowed.
    await page.setViewportSize(LAPTOP)
    await signInWithControlledClock(page)
    await page.setViewportSize({ width: 320, height: 800 })
    await page.addStyleTag({ content: TEXT_SPACING })
    await page.clock.fastForward('25:00')
    const dialog = timeoutDialog(page)
    await expect(dialog).toBeVisible()
    expect(await overflowingTexts(page, '[role=alertdialog]')).toEqual([])
    expect(await unreachable(await dialog.getByRole('button').all())).toEqual([])
  })
})
