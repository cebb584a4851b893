import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { headFor } from '../seo/head'
import { applyHead } from '../seo/renderHead'
import { useSiteActor } from './siteActor'

/**
 * On every route change: back to the top, the head of the new page, and a page view for cookie
 * consent to pass on to analytics (only after 'Godta alle'). The first page keeps the position the
 * browser gave it (a #fragment, or the place it was at before a reload), and its page view goes out
 * once the site's actor system runs.
 */
export function RouteEffects() {
  const [location] = useLocation()
  const { actor } = useSiteActor()
  const previous = useRef(location)
  useEffect(() => {
    if (previous.current !== location) window.scrollTo(0, 0)
    previous.current = location
    applyHead(headFor(location), document)
  }, [location])
  useEffect(() => {
    actor?.system.get('cookieConsent')?.send({ type: 'page.view', path: location })
  }, [actor, location])
  return null
}
