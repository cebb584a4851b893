import { type ToastQueueEvent, toastQueueMachine } from '../../../machines/toastQueue.machine'
import type { MachinePathSpec } from '../support/pathGeneration'

const showA: ToastQueueEvent = { type: 'toast.show', toast: { title: 'Melding sendt!' } }
const showB: ToastQueueEvent = { type: 'toast.show', toast: { title: 'Feil', type: 'error', duration: 8000 } }

export const toastQueuePaths: MachinePathSpec<typeof toastQueueMachine> = {
  name: 'toastQueue',
  machine: toastQueueMachine,
  events: () => [showA, showB, { type: 'toast.close' }, { type: 'toast.pause' }, { type: 'toast.resume' }],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.current?.title, snapshot.context.queue.map((toast) => toast.title)]),
  peers: [],
  eventSequences: [
    [showA, showA],
    [showA, { type: 'toast.close' }, showA],
  ],
}
