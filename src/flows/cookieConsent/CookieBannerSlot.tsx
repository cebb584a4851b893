import { useSiteActor } from '../../app/siteActor'
import { useActorValue } from '../../app/useActorValue'
import { useOnDemand } from '../../app/useOnDemand'

const loadCookieBanner = () => import('./CookieBanner')

/** Shows the cookie banner while no choice is stored; its code loads only then. */
export function CookieBannerSlot() {
  const { actor } = useSiteActor()
  const consent = useActorValue(actor, (snapshot) => snapshot.children.cookieConsent, undefined)
  const shown = useActorValue(consent, (snapshot) => snapshot.hasTag('banner'), false)
  return useOnDemand(loadCookieBanner, actor && shown ? { site: actor } : null)
}
