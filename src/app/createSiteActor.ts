import { createActor } from 'xstate'
import { siteMachine } from '../../machines/site.machine'
import { inspect } from '../devtools/inspector'

/** The root actor of the site's actor system, with the developer inspector when one was asked for. */
export function createSiteActor() {
  return createActor(siteMachine, { inspect }).start()
}
