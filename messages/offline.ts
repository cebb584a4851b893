/**
 * What every form says when the browser is offline (docs/decisions.md, 'Offline'): not the spec's 'Feil ved sending',
 * as nothing was sent and the visitor can fix the cause.
 */
import type { ToastText } from './toast'

export const OFFLINE_TOAST = {
  title: 'Ingen nettforbindelse',
  message: 'Du er frakoblet. Sjekk nettforbindelsen og prøv igjen.',
  type: 'error',
} as const satisfies ToastText
