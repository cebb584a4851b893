import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { HEAD_MARKER } from '../seo/renderHead'
import { useSiteActor } from './siteActor'

/**
 * On every route change: back to the top, the head of the new page, and a page view for cookie
 * consent to pass on to analytics (only after 'Godta alle'). The first page keeps the position the
 * browser gave it (a #fragment, or the place it was at before a reload) and its prerendered head;
 * its page view goes out once the site's actor system runs. The head table loads with the first
 * route change, so it is not part of the first visit.
 */
export function RouteEffects() {
  const [location] = useLocation()
  const { actor } = useSiteActor()
  const previous = useRef(location)
  useEffect(() => {
    const changed = previous.current !== location
    previous.current = location
    if (changed) window.scrollTo(0, 0)
    if (changed || !document.head.querySelector(`[${HEAD_MARKER}]`))
      void import('../seo/applyRouteHead').then(({ applyRouteHead }) => applyRouteHead(location))
  }, [location])
  useEffect(() => {
    actor?.system.get('cookieConsent')?.send({ type: 'page.view', path: location })
  }, [actor, location])
  return null
}
