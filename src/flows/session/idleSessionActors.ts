import { type EventObject, fromCallback } from 'xstate'
import type { IdleSessionEvent, RemoteActivity, ShareActivity } from '../../../machines/idleSession.machine'

/** What counts as the visitor being there (spec §4, 'Session timeout'). */
const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const
/** Mouse moves and scrolling fire many times a second; the machine needs to hear of them once a second at most. */
const ACTIVITY_THROTTLE_MS = 1000
/** The channel on which the tabs of this site in one browser tell each other of activity. */
export const ACTIVITY_CHANNEL_NAME = 'havbors-activity'

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
      const onActivity = () => {
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
