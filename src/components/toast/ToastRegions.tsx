import { useState } from 'react'
import { useSiteActor } from '../../runtime/siteActor'
import { useSelector } from '@xstate/react'
import { useOnDemand } from '../../runtime/useOnDemand'
import { toastText } from '../../content/toast'

export const loadToastCards = () => import('./ToastCards')

/**
 * The live regions that announce toasts. They are in the page from the start, so a screen reader
 * hears the first toast too; the cards (and their code) arrive with the first toast.
 */
export function ToastRegions() {
  const { actor } = useSiteActor()
  const toasts = useSelector(actor, (snapshot) => snapshot?.children.toasts)
  const showing = useSelector(toasts, (snapshot) => (snapshot ? snapshot.context.current !== null : false))
  const [polite, setPolite] = useState<HTMLElement | null>(null)
  const [assertive, setAssertive] = useState<HTMLElement | null>(null)
  const cards = useOnDemand(loadToastCards, actor && showing && polite && assertive ? { site: actor, polite, assertive } : null)
  return (
    <section aria-label={toastText.regionLabel}>
      <div ref={setPolite} role="status" aria-live="polite" aria-atomic="true" />
      <div ref={setAssertive} role="alert" aria-live="assertive" aria-atomic="true" />
      {cards}
    </section>
  )
}
