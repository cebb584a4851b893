import { type EventObject, fromCallback } from 'xstate'
import type { IdleSessionEvent, RemoteActivity, ShareActivity } from '../../../machines/idleSession.machine'

/** What counts as the visitor being there (docs/decisions.md, 'Idle session across tabs'). */
const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const
/** Mouse moves and scrolling fire many times a second; the machine needs to hear of them once a second at most. */
const ACTIVITY_THROTTLE_MS = 1000
/** The channel on which the tabs of this site in one browser tell each other of activity. */
export const ACTIVITY_CHANNEL_NAME = 'havbors-activity'
/**
 * Marks the session-timeout dialog. Pointing at or pressing its buttons, and the keys that move
 * between and press them, answer the warning and are not activity: otherwise the press on 'Logg ut'
 * (or the Tab key that reaches it) would close the dialog before its click arrived, and the visitor
 * could never sign out from it. Any other key counts, as everywhere else.
 */
export const IDLE_WARNING_ATTRIBUTE = 'data-idle-warning'
/** The keys that move through the dialog's buttons (Shift with Tab goes back), press them, or close it. */
const DIALOG_KEYS = new Set(['Tab', 'Shift', 'Enter', ' ', 'Escape'])

export interface IdleSessionDependencies {
  window: Window
  now: () => number
  /** Null where the browser has no BroadcastChannel: then each tab keeps its own time. */
  openChannel: ((name: string) => BroadcastChannel) | null
}

/** The idle-session machine's effects: activity in this tab, the tab coming back into view, and activity in the other tabs. */
export function createIdleSessionActors({ window, now, openChannel }: IdleSessionDependencies) {
  return {
    localActivity: fromCallback<EventObject, void>(({ sendBack }) => {
      let lastSent = -Infinity
      const onActivity = (event: Event) => {
        if (answersWarning(event)) return
        const at = now()
        if (at - lastSent < ACTIVITY_THROTTLE_MS) return
        lastSent = at
        sendBack({ type: 'user.activity' } satisfies IdleSessionEvent)
      }
      const onVisibilityChange = () => {
        if (window.document.visibilityState === 'visible') sendBack({ type: 'page.visible' } satisfies IdleSessionEvent)
      }
      const options = { capture: true, passive: true }
      for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options)
      window.document.addEventListener('visibilitychange', onVisibilityChange)
      return () => {
        for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options)
        window.document.removeEventListener('visibilitychange', onVisibilityChange)
      }
    }),
    activityChannel: fromCallback<ShareActivity, void>(({ sendBack, receive }) => {
      if (!openChannel) return
      const channel = openChannel(ACTIVITY_CHANNEL_NAME)
      channel.onmessage = () => sendBack({ type: 'activity.remote' } satisfies RemoteActivity)
      receive(() => channel.postMessage('activity'))
      return () => channel.close()
    }),
  }
}

function answersWarning(event: Event): boolean {
  const element = event.target as Partial<Element> | null
  const insideWarning = typeof element?.closest === 'function' && element.closest(`[${IDLE_WARNING_ATTRIBUTE}]`) !== null
  return insideWarning && (event.type !== 'keydown' || DIALOG_KEYS.has((event as KeyboardEvent).key))
}
