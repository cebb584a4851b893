import { assign, setup } from 'xstate'
import type { ToastText } from '../messages/toast'

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const satisfies readonly NonNullable<ToastText['type']>[]
export const TOAST_POSITIONS = ['top-left', 'top-right', 'top-center', 'bottom-left', 'bottom-right', 'bottom-center'] as const
export const DEFAULT_TOAST_DURATION_MS = 5000
export const TOAST_EXIT_MS = 200

export type ToastType = (typeof TOAST_TYPES)[number]
export type ToastPosition = (typeof TOAST_POSITIONS)[number]

/** What a caller asks for: the words (messages/toast.ts) and, with defaults, how long and where. */
export interface ToastRequest extends ToastText {
  duration?: number
  position?: ToastPosition
  /** Where the toast leads when clicked, if anywhere. */
  href?: string
}

/**
 * What a flow emits to have a toast shown. A flow runs as its own actor; whoever starts it hands
 * its toasts to the site's toast queue (src/flows/shared/flowActor.ts).
 */
export interface ToastEmitted {
  type: 'toast'
  toast: ToastRequest
}

export interface Toast extends Required<Omit<ToastRequest, 'href'>> {
  id: number
  href?: string
}

export interface ToastQueueContext {
  current: Toast | null
  queue: Toast[]
  nextId: number
}

export type ToastQueueEvent =
  { type: 'toast.show'; toast: ToastRequest } | { type: 'toast.close' } | { type: 'toast.pause' } | { type: 'toast.resume' }

/**
 * Shows one toast at a time and queues the rest. A toast leaves after its own duration or when
 * closed, then stays in `exiting` for the length of its exit animation before the next one shows.
 * While the pointer or the focus is on it (`toast.pause`), it stays; once they leave (`toast.resume`)
 * it gets its whole duration again, so nobody loses a message they were reading (WCAG 2.2.1).
 * Registered at the site root with `systemId: 'toasts'`, so any machine can reach it with `sendTo`.
 */
export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
  },
  delays: {
    toastDuration: ({ context }) => context.current?.duration ?? DEFAULT_TOAST_DURATION_MS,
    exitAnimation: TOAST_EXIT_MS,
  },
  guards: {
    /** A toast equal to one on screen or waiting is dropped; one equal to a toast on its way out is shown again. */
    repeatsShownOrQueued: ({ context, event }) =>
      event.type === 'toast.show' && [context.current, ...context.queue].some(isSame(event.toast)),
    repeatsQueued: ({ context, event }) => event.type === 'toast.show' && context.queue.some(isSame(event.toast)),
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {}
      return { queue: [...context.queue, toToast(event.toast, context.nextId)], nextId: context.nextId + 1 }
    }),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clearCurrent: assign({ current: null }),
  },
}).createMachine({
  id: 'toastQueue',
  context: { current: null, queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toast.show': { target: 'showing', actions: ['enqueue', 'showNext'] },
      },
    },
    showing: {
      initial: 'timed',
      states: {
        timed: {
          after: { toastDuration: '#toastQueue.exiting' },
          on: { 'toast.pause': 'paused' },
        },
        paused: {
          on: { 'toast.resume': 'timed' },
        },
      },
      on: {
        'toast.show': { guard: 'repeatsShownOrQueued' },
        'toast.close': 'exiting',
      },
    },
    exiting: {
      after: {
        exitAnimation: [
          { guard: 'hasQueued', target: 'showing', actions: 'showNext' },
          { target: 'idle', actions: 'clearCurrent' },
        ],
      },
      on: { 'toast.show': { guard: 'repeatsQueued' } },
    },
  },
  on: {
    'toast.show': { actions: 'enqueue' },
  },
})

function toToast(request: ToastRequest, id: number): Toast {
  return {
    id,
    title: request.title,
    message: request.message ?? '',
    type: request.type ?? 'info',
    duration: request.duration ?? DEFAULT_TOAST_DURATION_MS,
    position: request.position ?? 'bottom-right',
    href: request.href,
  }
}

function isSame(request: ToastRequest) {
  return (toast: Toast | null) => toast !== null && toast.title === request.title && toast.message === (request.message ?? '')
}
