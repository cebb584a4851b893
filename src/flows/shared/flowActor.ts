import { Actor, type AnyStateMachine, type EventObject, type InputFrom } from 'xstate'
import type { SiteActorRef } from '../../../machines/site.machine'
import type { ToastEmitted } from '../../../machines/toastQueue.machine'
import { showToastIn } from '../../runtime/siteActor'
import { inspect } from '../../devtools/inspector'

function isToast(emitted: EventObject): emitted is ToastEmitted {
  return emitted.type === 'toast' && 'toast' in emitted
}

/**
 * A flow's actor, created but not started: the toasts it emits go to the site's toast queue, its
 * timers run on the site's clock, and the developer inspector sees it when one was asked for. The caller may send it events before
 * `start()` (they wait until it runs), e.g. what was typed before the flow loaded.
 */
export function createFlowActor<TLogic extends AnyStateMachine>(
  site: SiteActorRef,
  logic: TLogic,
  input: InputFrom<TLogic>,
): Actor<TLogic> {
  const actor = new Actor(logic, { input, inspect, clock: site.clock })
  actor.on('*', (emitted: EventObject) => {
    if (isToast(emitted)) showToastIn(site, emitted.toast)
  })
  return actor
}
