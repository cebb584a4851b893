import { useCallback } from 'react'
import type { ToastRequest } from '../../../machines/toastQueue.machine'
import { showToastIn, useSiteActor } from '../../runtime/siteActor'

/** Shows a toast from a view, starting the site's actor system if it is not running yet. */
export function useShowToast() {
  const { withSite } = useSiteActor()
  return useCallback((toast: ToastRequest) => withSite((site) => showToastIn(site, toast)), [withSite])
}
