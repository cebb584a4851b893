import type { Page } from '@playwright/test'

export interface FocusedElement {
  /** Its tag and accessible text, for a failure message. */
  label: string
  /** Hit at its centre or at one of its corners (inset a pixel), as `elementFromPoint` finds it. */
  seen: boolean
  /** Marked as the first stop of a walk by `markFirstStop`. */
  first: boolean
}

/** The focused element and whether it can be seen, not hidden behind anything fixed; null on the page's body. */
export function focusedElement(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || focused === document.body) return null
    const box = focused.getBoundingClientRect()
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
    ]
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!)
      return hit !== null && (hit === focused || focused.contains(hit))
    })
    const label = `${focused.tagName.toLowerCase()} '${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}'`
    return { label, seen, first: focused.dataset.firstStop === 'yes' }
  })
}

/** Marks the focused element, so a walk with Tab knows when it has come round. */
export function markFirstStop(page: Page): Promise<void> {
  return page.evaluate(() => {
    ;(document.activeElement as HTMLElement).dataset.firstStop = 'yes'
  })
}
