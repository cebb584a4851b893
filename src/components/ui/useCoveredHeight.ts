import { useCallback } from 'react'

/**
 * A ref for an element fixed at an edge of the viewport: while it is attached, its height plus `gap`
 * is written to the root's `property`, which the page's scroll padding at that edge adds, so an
 * element that gets the focus is scrolled clear of it (WCAG 2.4.11). Follows its height as it wraps
 * or zooms.
 */
export function useCoveredHeight(property: string, gap = '0px'): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined
      const root = document.documentElement
      const write = () => root.style.setProperty(property, `calc(${element.offsetHeight}px + ${gap})`)
      write()
      const observer = new ResizeObserver(write)
      observer.observe(element)
      return () => {
        observer.disconnect()
        root.style.removeProperty(property)
      }
    },
    [property, gap],
  )
}
