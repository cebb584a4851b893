import { useCallback, useState } from 'react'
import { useSiteActor } from '../../runtime/siteActor'
import { useSelector } from '@xstate/react'
import { useOnDemand } from '../../runtime/useOnDemand'
import { useCoveredHeight } from '../../components/ui/useCoveredHeight'
import type { ConsentAnswer } from './CookieBanner'
import { storedChoice } from './storedChoice'

const loadCookieBanner = () => import('./CookieBanner')

/**
 * Shows the cookie banner while no choice is stored; its code loads only then. On a first visit it
 * shows before the consent flow runs (the stored choice read at once), and the choice starts the
 * flow; once the flow runs, it alone decides. The slot measures the banner for the page's bottom scroll
 * padding (the hook, shared with the toasts, comes with the page, not as a request of its own).
 */
export function CookieBannerSlot() {
  const { actor, withSite, storage } = useSiteActor()
  const consent = useSelector(actor, (snapshot) => snapshot?.children.cookieConsent)
  const shownByFlow = useSelector(consent, (snapshot) =>
    snapshot ? (snapshot.matches('checking') ? null : snapshot.hasTag('banner')) : null,
  )
  // Read once; the banner's code arrives after hydration in any case, so the prerendered page never has it.
  const [unanswered, setUnanswered] = useState(() => storedChoice(storage) === null)
  const answer = useCallback(
    (type: ConsentAnswer) => {
      setUnanswered(false)
      withSite((site) => site.system.get('cookieConsent')?.send({ type }))
    },
    [withSite],
  )
  const shown = shownByFlow ?? unanswered
  const coverRef = useCoveredHeight('cookie-banner', 'bottom', { keepsRoom: true })
  return useOnDemand(loadCookieBanner, shown ? { answer, coverRef } : null)
}
