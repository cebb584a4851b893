import { type RefObject, useEffect } from 'react'

/**
 * While mounted, writes the height of `ref`'s element, fixed at an edge of the viewport, plus `gap`,
 * to the root's `property`, which the page's scroll padding at that edge adds: an element that gets
 * the focus is then scrolled clear of it (WCAG 2.4.11). Follows its height as it wraps or zooms.
 */
export function useCoveredHeight(ref: RefObject<HTMLElement | null>, property: string, gap = '0px'): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const root = document.documentElement
    const write = () => root.style.setProperty(property, `calc(${element.offsetHeight}px + ${gap})`)
    write()
    const observer = new ResizeObserver(write)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty(property)
    }
  }, [ref, property, gap])
}
