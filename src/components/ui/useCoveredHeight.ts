import { useCallback, useSyncExternalStore } from 'react'
import { cover, coveredBy, type CoverName, type Edge, onCoverChange, uncover } from './coveredEdges'

interface Cover {
  /** Room kept between the element and what is scrolled clear of it, in rem. */
  gapRem?: number
  /** Whether the page's end makes room for the element, so its last links can be scrolled clear of it. */
  keepsRoom?: boolean
}

/**
 * A ref for an element fixed at `edge` of the viewport: while it is attached, its height plus
 * `gapRem` is added to the page's scroll padding at that edge, so an element that gets the focus is
 * scrolled clear of it (WCAG 2.4.11), and, with `keepsRoom`, to the room at the page's end. Follows
 * its height as it wraps or zooms. `name` tells it from the other elements fixed over the page.
 */
export function useCoveredHeight(
  name: CoverName,
  edge: Edge,
  { gapRem = 0, keepsRoom = false }: Cover = {},
): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined
      const measure = () =>
        cover(name, edge, element.offsetHeight + gapRem * parseFloat(getComputedStyle(document.documentElement).fontSize), keepsRoom)
      measure()
      const observer = new ResizeObserver(measure)
      observer.observe(element)
      return () => {
        observer.disconnect()
        uncover(name)
      }
    },
    [name, edge, gapRem, keepsRoom],
  )
}

/** How far the element fixed over the page as `name` covers it now, in px (0 while it is not shown). */
export function useCoveredBy(name: CoverName): number {
  return useSyncExternalStore(
    onCoverChange,
    () => coveredBy(name),
    () => 0,
  )
}
