import { lazy, Suspense } from 'react'
import { useSiteActor } from '../../app/siteActor'
import { useActorValue } from '../../app/useActorValue'

const CookieBanner = lazy(() => import('./CookieBanner'))

/** Shows the cookie banner while no choice is stored; its code loads only then. */
export function CookieBannerSlot() {
  const { actor } = useSiteActor()
  const consent = useActorValue(actor, (snapshot) => snapshot.children.cookieConsent, undefined)
  const shown = useActorValue(consent, (snapshot) => snapshot.hasTag('banner'), false)
  if (!actor || !shown) return null
  return (
    <Suspense>
      <CookieBanner site={actor} />
    </Suspense>
  )
}
