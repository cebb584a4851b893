import { OfflineError } from '../../../machines/offline'
import { loadToastCards } from '../../components/toast/ToastRegions'

/** Whether the browser believes it is online; `navigator.onLine` is false only when it surely is not. */
export const browserIsOnline = () => navigator.onLine

/**
 * Runs `send` unless the browser is offline, and turns a failure that happened because the browser went
 * offline meanwhile into an {@link OfflineError} too, so the flow can say so instead of a general error.
 */
export async function unlessOffline<T>(isOnline: () => boolean, send: () => Promise<T>): Promise<T> {
  if (!isOnline()) throw new OfflineError()
  try {
    return await send()
  } catch (error) {
    if (!isOnline()) throw new OfflineError()
    throw error
  }
}

/**
 * Loads, while the network is there, the toast cards a flow needs to tell the visitor anything: they
 * load with the first toast otherwise, and offline that first toast could not be shown. Each flow
 * calls it as it loads.
 */
export function loadToastsAhead(): void {
  void loadToastCards().catch(() => undefined)
}
