import { type RefObject, useEffect } from 'react'

const PROPERTY = '--covered-bottom'

/**
 * While mounted, writes the height of `ref`'s element, fixed at the bottom of the viewport, to the
 * root's `--covered-bottom`, which the page's bottom scroll padding adds: an element that gets the
 * focus is then scrolled clear of it (WCAG 2.4.11). Follows its height as it wraps or zooms.
 */
export function useCoveredBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const write = () => root.style.setProperty(PROPERTY, `${element.getBoundingClientRect().height}px`)
    write()
    const observer = new ResizeObserver(write)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(PROPERTY)
    }
  }, [ref])
}
