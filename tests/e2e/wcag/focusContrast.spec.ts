import type { Page } from '@playwright/test'
import { declineCookies } from '../support/account'
import { expect, test } from '../support/fixtures'
import { waitForHydration } from '../support/hydration'
import { LAPTOP } from '../support/viewports'

/**
 * WCAG 2.2, 1.4.11 Non-text Contrast and 2.4.7 Focus Visible: the focus indicator of every keyboard
 * stop, and the border of every text field, stand out at least 3:1 from the background they sit on.
 * The indicator is the outline and the ring inside it; either may carry the contrast.
 */
const PAGES = ['/', '/kontakt', '/auth', '/om-oss'] as const
const MAX_STOPS = 80

test.use({ viewport: LAPTOP })

/** In the page: the contrast ratio of two computed colours, and the colour behind an element. */
async function installContrast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const rgb = (color: string): number[] | null => {
      const match = /rgba?\(([^)]+)\)/.exec(color)
      if (!match) return null
      const parts = match[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number)
      return parts.length === 4 && parts[3] === 0 ? null : parts.slice(0, 3)
    }
    const luminance = (channels: number[]) => {
      const [r, g, b] = channels.map((value) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const ratio = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (high! + 0.05) / (low! + 0.05)
    }
    const behind = (element: Element | null): number[] => {
      for (let node = element; node; node = node.parentElement) {
        const color = rgb(getComputedStyle(node).backgroundColor)
        if (color) return color
      }
      return [255, 255, 255]
    }
    Object.assign(window, { __contrast: { rgb, ratio, behind } })
  })
}

interface Contrast {
  rgb(color: string): number[] | null
  ratio(a: number[], b: number[]): number
  behind(element: Element | null): number[]
}

for (const path of PAGES) {
  test(`on ${path}, every focus indicator and every field's border reach 3:1 against what is behind them`, async ({ page }) => {
    await declineCookies(page)
    await page.goto(path)
    await waitForHydration(page)
    await installContrast(page)
    const weak: string[] = []
    for (let n = 0; n < MAX_STOPS; n += 1) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(() => {
        const { rgb, ratio, behind } = (window as unknown as { __contrast: Contrast }).__contrast
        const focused = document.activeElement as HTMLElement | null
        if (!focused || focused === document.body) return null
        if (focused.dataset.seen === 'yes') return 'again'
        focused.dataset.seen = 'yes'
        const style = getComputedStyle(focused)
        const background = behind(focused.parentElement)
        const outline = style.outlineStyle === 'none' ? null : rgb(style.outlineColor)
        const ring = rgb(style.boxShadow)
        const best = Math.max(outline ? ratio(outline, background) : 0, ring ? ratio(ring, background) : 0)
        return best >= 3
          ? 'ok'
          : `${focused.tagName.toLowerCase()} '${(focused.textContent ?? '').trim().slice(0, 30)}' ${best.toFixed(2)}:1`
      })
      if (stop === 'again') break
      if (stop && stop !== 'ok') weak.push(stop)
    }
    expect(weak).toEqual([])
    const fields = await page.evaluate(() => {
      const { rgb, ratio, behind } = (window as unknown as { __contrast: Contrast }).__contrast
      return [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([type=checkbox]), textarea')]
        .filter((field) => field.getBoundingClientRect().width > 0)
        .map((field) => {
          const border = rgb(getComputedStyle(field).borderTopColor)
          return { name: field.getAttribute('name') ?? field.id, ratio: border ? ratio(border, behind(field.parentElement)) : 0 }
        })
    })
    expect(fields.length).toBeGreaterThan(0)
    expect(fields.filter((field) => field.ratio < 3).map((field) => `${field.name} ${field.ratio.toFixed(2)}:1`)).toEqual([])
  })
}
