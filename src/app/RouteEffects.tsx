import { useEffect, useRef, useState } from 'react'
import { visuallyHidden } from 'styled-system/patterns'
import { useLocation } from 'wouter'
import { MAIN_CONTENT_ID } from '../components/layout/SkipLink'
import { HEAD_MARKER } from '../seo/renderHead'
import { useSiteActor } from '../runtime/siteActor'

/**
 * On every route change: back to the top, the focus on the new page's main region (so a keyboard
 * user goes on from the page's start, not from where the old page's link was), the head of the new
 * page, its title announced to screen readers, and a page view for cookie consent to pass on to
 * analytics (only after 'Godta alle'). The first page keeps the position the browser gave it (a
 * #fragment, or the place it was at before a reload), the focus and its prerendered head; its page
 * view goes out once the site's actor system runs. The head table loads with the first route change,
 * so it is not part of the first visit.
 */
export function RouteEffects() {
  const [location] = useLocation()
  const { actor } = useSiteActor()
  const previous = useRef(location)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const changed = previous.current !== location
    previous.current = location
    if (changed) {
      window.scrollTo(0, 0)
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true })
    }
    if (changed || !document.head.querySelector(`[${HEAD_MARKER}]`))
      // Code that cannot load (offline) leaves the head as it is; the next change tries again.
      import('../seo/applyRouteHead').then(
        ({ applyRouteHead }) => {
          applyRouteHead(location)
          if (changed) setAnnouncement(document.title)
        },
        () => undefined,
      )
  }, [location])
  useEffect(() => {
    actor?.system.get('cookieConsent')?.send({ type: 'page.view', path: location })
  }, [actor, location])
  return (
    <p aria-live="polite" className={visuallyHidden()}>
      {announcement}
    </p>
  )
}
