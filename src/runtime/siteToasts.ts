import type { SiteActorRef } from '../../machines/site.machine'
import type { ToastRequest } from '../../machines/toastQueue.machine'

/** Shows a toast in the site's toast queue. */
export function showToastIn(site: SiteActorRef, toast: ToastRequest) {
  site.getSnapshot().children.toasts?.send({ type: 'toast.show', toast })
}
