import { useEffect, useRef } from 'react'

const FADE_IN_THRESHOLD = 0.1

/**
 * Fades an element in when 10 % of it becomes visible. The server markup is always visible; only
 * after hydration are elements still below the fold hidden, so nothing is lost without script and
 * nothing moves under reduced motion.
 */
export function useFadeIn<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    element.dataset.fade = 'hidden'
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        element.dataset.fade = 'shown'
        observer.disconnect()
      },
      { threshold: FADE_IN_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return ref
}
