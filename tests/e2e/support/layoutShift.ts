import type { Locator, Page } from '@playwright/test'

/** The layout shifts of the page's document that no input caused, as CLS counts them, and what moved. */
export interface LayoutShifts {
  total: number
  /** One line per shift: its score and the elements that moved. */
  shifts: string[]
}

/**
 * Every layout shift of the current document so far that no input caused (a buffered observer), read
 * after the next rendered frame, so a change the test just waited for has been laid out and scored.
 */
export async function layoutShiftsWithoutInput(page: Page): Promise<LayoutShifts> {
  return page.evaluate(
    () =>
      new Promise<LayoutShifts>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number
          hadRecentInput: boolean
          sources: { node: Node | null }[]
        }
        const entries: Shift[] = []
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as Shift[])))
        observer.observe({ type: 'layout-shift', buffered: true })
        const describe = (node: Node | null) =>
          node instanceof Element
            ? `${node.localName}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
            : String(node?.nodeName)
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            entries.push(...(observer.takeRecords() as Shift[]))
            observer.disconnect()
            const shifts = entries.filter((entry) => !entry.hadRecentInput)
            resolve({
              total: shifts.reduce((sum, shift) => sum + shift.value, 0),
              shifts: shifts.map(
                (shift) => `${shift.value.toFixed(4)}: ${shift.sources.map((source) => describe(source.node)).join(', ')}`,
              ),
            })
          }),
        )
      }),
  )
}

/** How far the box around `content` reaches below it, in CSS pixels: 0 when the content fills it. */
export function roomBelow(content: Locator): Promise<number> {
  return content.evaluate((element) => element.parentElement!.getBoundingClientRect().bottom - element.getBoundingClientRect().bottom)
}
