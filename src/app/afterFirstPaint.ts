/**
 * Resolves once the page has painted, told by the browser's paint timing (no timers or frame
 * callbacks, which a paused clock would hold). A hidden page paints nothing, and a browser without
 * paint timing cannot tell: both resolve at once. Every built page runs it inline (build/prerender/bootstrap.ts),
 * as its source text: it must use nothing but the browser's globals.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve()
      return
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}
