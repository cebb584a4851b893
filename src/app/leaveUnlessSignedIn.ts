/**
 * Sends a visitor with no stored session on to `signInPath` before the page paints: a page for
 * signed-in users runs it inline in its head (build/prerender/signInFirst.ts), so a signed-out visitor
 * waits for none of its script and never sees a form they cannot use. The page is hidden while the
 * browser leaves. Storage that cannot be read holds no session either. Inlined as its source text, it
 * must use nothing but the browser's globals.
 */
export function leaveUnlessSignedIn(sessionKey: string, signInPath: string): void {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(sessionKey)
  } catch {
    stored = null
  }
  if (stored !== null) return
  document.documentElement.hidden = true
  location.replace(signInPath)
}
