/**
 * Marks `<html>` with `attribute` when a session is stored under `sessionKey`, before the page paints: a
 * page that shows a signed-in visitor something else than a signed-out one (/konto) runs it inline in its
 * head (build/prerender/storedSessionMark.ts), and its CSS shows the right view until its script runs.
 * Storage that cannot be read holds no session. Inlined as its source text, it must use nothing but the
 * browser's globals.
 */
export function markStoredSession(sessionKey: string, attribute: string): void {
  try {
    if (localStorage.getItem(sessionKey) !== null) document.documentElement.setAttribute(attribute, '')
  } catch {
    // No session to show.
  }
}
