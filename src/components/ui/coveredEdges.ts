import { SCROLL_CLEARANCE } from '../../theme/scrollClearance'

export type Edge = keyof typeof SCROLL_CLEARANCE

/** What can be fixed over the page. */
export type CoverName = 'cookie-banner' | 'toast'

/** What is fixed over the page now, by name: the edge it covers and how far. */
const covers = new Map<CoverName, { edge: Edge; height: number }>()
/** The room kept at the page's end, by the name of what it is kept for (given back late: see `giveBackRoom`). */
const rooms = new Map<CoverName, number>()
/** For each room, how to stop waiting to give it back. */
const roomsToGiveBack = new Map<CoverName, () => void>()
const listeners = new Set<() => void>()

/**
 * Writes what covers the page as the root's scroll padding and the body's bottom padding. They are
 * the properties themselves, not custom properties on the root: a custom property that changes there
 * makes the browser restyle every element of the page (10 to 20 ms on a phone, each time the cookie
 * banner or a toast comes or goes), where these restyle one element.
 */
function write(): void {
  const root = document.documentElement
  root.style.scrollPaddingTop = paddingAt('top')
  root.style.scrollPaddingBottom = paddingAt('bottom')
  const room = [...rooms.values()].reduce((sum, height) => sum + height, 0)
  document.body.style.paddingBottom = room > 0 ? `${room}px` : ''
  for (const listener of listeners) listener()
}

function paddingAt(edge: Edge): string {
  const covered = [...covers.values()].filter((cover) => cover.edge === edge).reduce((sum, cover) => sum + cover.height, 0)
  return covered > 0 ? `calc(${SCROLL_CLEARANCE[edge]} + ${covered}px)` : ''
}

/** Records that `name` covers `height` px at `edge`, and, with `keepsRoom`, that the page's end makes room for it. */
export function cover(name: CoverName, edge: Edge, height: number, keepsRoom: boolean): void {
  // The size observer first reports the height the attaching ref has just written: nothing to restyle then.
  const current = covers.get(name)
  const roomKept = !keepsRoom || (rooms.get(name) === height && !roomsToGiveBack.has(name))
  if (current?.edge === edge && current.height === height && roomKept) return
  covers.set(name, { edge, height })
  if (keepsRoom) {
    roomsToGiveBack.get(name)?.()
    rooms.set(name, height)
  }
  write()
}

/** Records that `name` covers nothing any more; its room is given back once that moves nothing. */
export function uncover(name: CoverName): void {
  covers.delete(name)
  const room = rooms.get(name)
  if (room !== undefined) giveBackRoom(name, room)
  write()
}

/** How far `name` covers the page now (0 when it is not shown). */
export function coveredBy(name: CoverName): number {
  return covers.get(name)?.height ?? 0
}

export function onCoverChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Takes `height` of room off the page's end once that moves nothing: a visitor at the end of the page
 * would otherwise see it drop under their finger as a toast leaves. Until they scroll up far enough,
 * or the room is taken again, it stays.
 */
function giveBackRoom(name: CoverName, height: number): void {
  const root = document.documentElement
  const movesPage = () => window.scrollY > root.scrollHeight - root.clientHeight - height + 0.5
  const stopWaiting = () => {
    window.removeEventListener('scroll', giveBackOnceStill)
    roomsToGiveBack.delete(name)
  }
  const giveBackOnceStill = () => {
    if (movesPage()) return
    stopWaiting()
    rooms.delete(name)
    write()
  }
  roomsToGiveBack.get(name)?.()
  if (!movesPage()) {
    rooms.delete(name)
    return
  }
  window.addEventListener('scroll', giveBackOnceStill, { passive: true })
  roomsToGiveBack.set(name, stopWaiting)
}
