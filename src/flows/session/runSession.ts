import type { sessionMachine } from '../../../machines/session.machine'
import type { SiteActorRef } from '../../../machines/site.machine'
import { showToastIn } from '../../runtime/siteActor'
import { createFlowActor } from '../shared/flowActor'

/** Starts the session's flows for `site`, with their actors provided, on the clock `now`. */
export function runSession(site: SiteActorRef, logic: typeof sessionMachine, now: () => number) {
  const session = createFlowActor(site, logic, { now }).start()
  // Auth's toasts ('Logget ut overalt') come from the child that runs it.
  session.getSnapshot().children.auth?.on('toast', ({ toast }) => showToastIn(site, toast))
  return session
}
