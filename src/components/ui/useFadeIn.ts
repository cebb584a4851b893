import { useEffect, useRef } from 'react'

const FADE_IN_THRESHOLD = 0.1

/**
 * Fades an element in when 10 % of it becomes visible. The server markup is always visible; only
 * after hydration are elements found below the fold hidden, so nothing is lost without script and
 * nothing moves under reduced motion. Where the element is comes from the observer alone: asking for
 * its box would make the browser lay out a section it may skip while off screen.
 */
export function useFadeIn<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let firstReport = true
    const observer = new IntersectionObserver(
      ([entry]) => {
        const inView = entry?.isIntersecting ?? false
        if (firstReport && !inView) element.dataset.fade = 'hidden'
        if (!firstReport && inView) element.dataset.fade = 'shown'
        firstReport = false
        if (inView) observer.disconnect()
      },
      { threshold: FADE_IN_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return ref
}
