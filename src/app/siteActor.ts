import { createActorContext } from '@xstate/react'
import { siteMachine } from '../../machines/site.machine'

/** The one root actor of the site; views read its children with `SiteActor.useSelector`. */
export const SiteActor = createActorContext(siteMachine)
