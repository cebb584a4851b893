import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { headFor } from '../seo/head'
import { applyHead } from '../seo/renderHead'

/**
 * On every route change: back to the top, and the head of the new page. The first page keeps the
 * position the browser gave it (a #fragment, or the place it was at before a reload).
 */
export function RouteEffects() {
  const [location] = useLocation()
  const previous = useRef(location)
  useEffect(() => {
    if (previous.current !== location) window.scrollTo(0, 0)
    previous.current = location
    applyHead(headFor(location), document)
  }, [location])
  return null
}
