import { setup } from 'xstate'
import { toastQueueMachine } from './toastQueue.machine'

/**
 * The root of the site's actor system. Long-lived flows are invoked here with a `systemId`, so every
 * machine in the system can reach them by id (`system.get('toasts')`).
 */
export const siteMachine = setup({
  types: {
    children: {} as { toasts: 'toastQueue' },
  },
  actors: { toastQueue: toastQueueMachine },
}).createMachine({
  id: 'site',
  invoke: { id: 'toasts', systemId: 'toasts', src: 'toastQueue' },
})
