import { assign, emit, setup } from 'xstate'
import { DATA_EXPORTED } from '../messages/account'
import { promisePort } from './ports'
import { dataExportFailure } from './validation/accountErrors'
import type { ToastEmitted, ToastRequest } from './toastQueue.machine'

export interface DataExportContext {
  /** What the section shows under its button, in the visitor's words; null when nothing is wrong. */
  problem: string | null
}

export type DataExportEvent = { type: 'form.submit' }

/**
 * 'Last ned dataene mine' on 'Min konto': one JSON file of what the site keeps about the signed-in user (the account,
 * the newsletter record of its address, the contact messages still kept). The server function trusts only the
 * session's verified token and allows 5 exports an hour. See docs/decisions.md, 'Your data'.
 *
 * Injected actor (`provide({ actors })`):
 * - `exportData`: no input; calls the `account-data` function with the session and hands its answer to the browser as
 *   a file; rejects with the function's `{ code }` (`rate_limited`, `not_signed_in`, `insufficient_aal`), with another
 *   error, or with an `OfflineError`.
 */
export const dataExportMachine = setup({
  types: {
    emitted: {} as ToastEmitted,
    context: {} as DataExportContext,
    events: {} as DataExportEvent,
  },
  actors: {
    exportData: promisePort<void>('exportData'),
  },
  actions: {
    clearProblem: assign({ problem: null }),
    showFailure: assign({ problem: ({ event }) => dataExportFailure('error' in event ? event.error : null) }),
    showToast: emit((_, toast: ToastRequest) => ({ type: 'toast' as const, toast })),
  },
}).createMachine({
  id: 'dataExport',
  context: { problem: null },
  initial: 'ready',
  states: {
    ready: {
      on: { 'form.submit': { target: 'exporting', actions: 'clearProblem' } },
    },
    exporting: {
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: { target: 'ready', actions: { type: 'showToast', params: DATA_EXPORTED } },
        onError: { target: 'ready', actions: 'showFailure' },
      },
    },
  },
})
