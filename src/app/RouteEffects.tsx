import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { headFor } from '../seo/head'
import { applyHead } from '../seo/renderHead'

/** On every route change: back to the top, and the head of the new page. */
export function RouteEffects() {
  const [location] = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
    applyHead(headFor(location), document)
  }, [location])
  return null
}
