import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import type { ToastRequest } from '../../../machines/toastQueue.machine'
import { SiteActor } from '../../app/siteActor'

function useToastQueueRef() {
  return SiteActor.useSelector((snapshot) => snapshot.children.toasts)
}

/** Shows a toast from a view. */
export function useShowToast() {
  const toasts = useToastQueueRef()
  return useCallback((toast: ToastRequest) => toasts?.send({ type: 'toast.show', toast }), [toasts])
}

/** The toast on screen, whether it is leaving, and how to close it. */
export function useCurrentToast() {
  const toasts = useToastQueueRef()
  const toast = useSelector(toasts, (snapshot) => snapshot?.context.current ?? null)
  const leaving = useSelector(toasts, (snapshot) => snapshot?.matches('exiting') ?? false)
  const close = useCallback(() => toasts?.send({ type: 'toast.close' }), [toasts])
  return { toast, leaving, close }
}
