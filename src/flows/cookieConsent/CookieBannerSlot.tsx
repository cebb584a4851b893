import { lazy, Suspense } from 'react'
import { useSiteActor } from '../../app/siteActor'

const CookieBanner = lazy(() => import('./CookieBanner'))

/** Where the cookie banner appears; its code (and the state-chart hooks) load with the site's actor system, after hydration. */
export function CookieBannerSlot() {
  const { actor } = useSiteActor()
  if (!actor) return null
  return (
    <Suspense>
      <CookieBanner site={actor} />
    </Suspense>
  )
}
