import { createActor } from 'xstate'
import { siteMachine } from '../../machines/site.machine'

/** The root actor of the site's actor system; developer inspection hooks in here through `inspect`. */
export function createSiteActor() {
  return createActor(siteMachine).start()
}
