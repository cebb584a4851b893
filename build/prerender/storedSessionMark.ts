import { markStoredSession } from '../../src/app/markStoredSession'

/** Marks the inline script of a page with a view for signed-in visitors: the security policy allows it by its hash. */
export const STORED_SESSION_CHECK_ATTRIBUTE = 'data-stored-session-check'

/** The mark the check sets on `<html>`; the page's CSS (src/pages/AccountPage.tsx) names it too. */
export const STORED_SESSION_MARK = 'data-stored-session'

/** Where the prerendered page's head begins: the route's own elements follow the template's. */
const HEAD_START = '<meta charset="UTF-8" />'

/** A page with, first in its head, the inline check that marks `<html>` when a session is stored under `sessionKey`. */
export function withStoredSessionMark(page: string, sessionKey: string): string {
  if (!page.includes(HEAD_START)) throw new Error('The built page has no charset declaration to follow')
  const script = `(${markStoredSession.toString()})(${JSON.stringify(sessionKey)},${JSON.stringify(STORED_SESSION_MARK)})`
  return page.replace(HEAD_START, `${HEAD_START}\n    <script ${STORED_SESSION_CHECK_ATTRIBUTE}>${script}</script>`)
}
