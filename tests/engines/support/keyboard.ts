import { expect } from '@playwright/test'
import type { Target, Visitor } from './visitor'

/** Presses Tab, from wherever the focus is, until `target` has it, as a keyboard user goes through the page; fails if it never does. */
export async function tabTo(visitor: Visitor, target: Target, maxPresses = 40): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if ((await target.state())?.focused) return
    await visitor.press('Tab')
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${target}; the focus is on ${await visitor.focusedDescription()}`)
}

/** Expects `target` to have the focus and to be seen with it: in the viewport and covered by nothing (WCAG 2.4.7, 2.4.11). */
export async function expectFocusSeen(target: Target): Promise<void> {
  // A control in a drawer takes the focus as the drawer slides in, and is in view once it is in.
  await target.waitFor('focus, in the viewport', (state) => state.focused && state.inViewport)
  await expect.poll(() => target.whatCovers(), { message: `what covers ${target}` }).toBeNull()
}

export interface FocusStop {
  label: string
  seen: boolean
}

/** Presses Tab until the focus comes back round to the first stop: each stop, and whether it could be seen. */
export async function tabThrough(visitor: Visitor, maxStops = 80): Promise<FocusStop[]> {
  const stops: FocusStop[] = []
  let first: string | undefined
  for (let n = 0; n < maxStops; n++) {
    await visitor.press('Tab')
    let stop = await visitor.call<{ label: string; id: string; seen: boolean } | null>('focusStop')
    if (stop === null) continue
    // A stop may be scrolled to or shown (the skip link) a moment after it takes the focus.
    for (let look = 0; !stop!.seen && look < 10; look++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      stop = await visitor.call('focusStop')
    }
    if (stop!.id === first) break
    first ??= stop!.id
    stops.push({ label: stop!.label, seen: stop!.seen })
  }
  return stops
}
