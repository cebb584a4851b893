import { useCallback } from 'react'

interface Cover {
  /** Room kept between the element and what is scrolled clear of it, in rem. */
  gapRem?: number
  /** The root's property that the body's bottom padding adds, so the page's end can be scrolled clear of the element. */
  room?: string
}

/** For each room property, how to stop waiting to give it back (see {@link giveBackRoom}). */
const roomsToGiveBack = new Map<string, () => void>()

/**
 * A ref for an element fixed at an edge of the viewport: while it is attached, its height plus
 * `gapRem` is written to the root's `property`, which the page's scroll padding at that edge adds, so
 * an element that gets the focus is scrolled clear of it (WCAG 2.4.11); and to `room`, if given.
 * Follows its height as it wraps or zooms.
 */
export function useCoveredHeight(
  property: string,
  { gapRem = 0, room }: Cover = {},
): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return undefined
      const root = document.documentElement
      let height = 0
      const write = () => {
        height = element.offsetHeight + gapRem * parseFloat(getComputedStyle(root).fontSize)
        root.style.setProperty(property, `${height}px`)
        if (!room) return
        roomsToGiveBack.get(room)?.()
        root.style.setProperty(room, `${height}px`)
      }
      write()
      const observer = new ResizeObserver(write)
      observer.observe(element)
      return () => {
        observer.disconnect()
        root.style.removeProperty(property)
        if (room) giveBackRoom(room, height)
      }
    },
    [property, gapRem, room],
  )
}

/**
 * Takes `height` of room off the page's end once that moves nothing: a visitor at the end of the page
 * would otherwise see it drop under their finger as a toast leaves. Until they scroll up far enough,
 * or the room is taken again, it stays.
 */
function giveBackRoom(room: string, height: number): void {
  const root = document.documentElement
  const movesPage = () => window.scrollY > root.scrollHeight - root.clientHeight - height + 0.5
  const stopWaiting = () => {
    window.removeEventListener('scroll', giveBackOnceStill)
    roomsToGiveBack.delete(room)
  }
  const giveBackOnceStill = () => {
    if (movesPage()) return
    stopWaiting()
    root.style.removeProperty(room)
  }
  roomsToGiveBack.get(room)?.()
  if (!movesPage()) {
    root.style.removeProperty(room)
    return
  }
  window.addEventListener('scroll', giveBackOnceStill, { passive: true })
  roomsToGiveBack.set(room, stopWaiting)
}
