/** The longest a hidden page (which paints no frames) waits before the work goes ahead anyway. */
const HIDDEN_PAGE_WAIT_MS = 200

/**
 * Resolves once the browser has painted the frame after now: work started then (loading and starting
 * a flow) never holds back the paint that answers a click or a key.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_PAGE_WAIT_MS)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
