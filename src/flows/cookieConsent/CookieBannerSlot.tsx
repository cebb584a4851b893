import { useCallback, useSyncExternalStore } from 'react'
import { useSiteActor } from '../../runtime/siteActor'
import { useSelector } from '@xstate/react'
import { useOnDemand } from '../../runtime/useOnDemand'
import { useCoveredHeight } from '../../components/ui/useCoveredHeight'
import type { ConsentAnswer } from './CookieBanner'
import { consentStorage } from './consentStorage'
import type { ConsentChoice } from '../../../machines/cookieConsentChoice'

const loadCookieBanner = () => import('./CookieBanner')

const CHOICE_OF: Record<ConsentAnswer, ConsentChoice> = { 'consent.accept': 'accepted', 'consent.decline': 'declined' }

/**
 * Shows the cookie banner while no choice holds (none stored, or one asked for again); its code loads only then. Until the consent flow
 * runs, the stored choice decides (consentStorage); an answer is stored at once, so it holds even when
 * the flow's code never arrives, and then given to the flow, which starts if need be and reads the
 * same stored choice. Once the flow runs, it alone decides what shows.
 */
export function CookieBannerSlot() {
  const { actor, withSite, storage } = useSiteActor()
  const consent = useSelector(actor, (snapshot) => snapshot?.children.cookieConsent)
  const shownByFlow = useSelector(consent, (snapshot) =>
    snapshot ? (snapshot.matches('checking') ? null : snapshot.hasTag('banner')) : null,
  )
  // The banner's code arrives after hydration in any case, so the prerendered page never shows it.
  const readUnanswered = useCallback(() => consentStorage.choiceNow(storage) === null, [storage])
  const unanswered = useSyncExternalStore(consentStorage.subscribe, readUnanswered, readUnanswered)
  const answer = useCallback(
    (type: ConsentAnswer) => {
      consentStorage.write(storage, CHOICE_OF[type])
      withSite((site) => site.system.get('cookieConsent')?.send({ type }))
    },
    [withSite, storage],
  )
  const shown = shownByFlow ?? unanswered
  const coverRef = useCoveredHeight('cookie-banner', 'bottom', { keepsRoom: true })
  return useOnDemand(loadCookieBanner, shown ? { answer, coverRef } : null)
}
