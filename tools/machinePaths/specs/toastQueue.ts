import { type ToastQueueEvent, toastQueueMachine } from '../../../machines/toastQueue.machine'
import type { MachinePathSpec } from '../pathGeneration'

const showA: ToastQueueEvent = { type: 'toast.show', toast: { title: 'Melding sendt!' } }
const showB: ToastQueueEvent = { type: 'toast.show', toast: { title: 'Feil', type: 'error', duration: 8000 } }

export const toastQueuePaths: MachinePathSpec<typeof toastQueueMachine> = {
  name: 'toastQueue',
  machine: toastQueueMachine,
  events: () => [showA, showB, { type: 'toast.close' }],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.current?.title, snapshot.context.queue.map((toast) => toast.title)]),
  // Pausing is walked on the first toast alone, with nothing queued behind it: on every toast and queue it
  // multiplied the paths fivefold, and whatever is queued does not change what a pause does.
  canOccur: (snapshot, event) =>
    (event.type !== 'toast.pause' && event.type !== 'toast.resume') ||
    (snapshot.context.queue.length === 0 && snapshot.context.current?.title === showA.toast.title),
  peers: [],
  simplePaths: false,
  eventSequences: [
    [showA, showA],
    [showA, { type: 'toast.close' }, showA],
  ],
}
