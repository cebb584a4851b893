import { leaveUnlessSignedIn } from '../../src/app/leaveUnlessSignedIn'

/** Marks the inline script of a page for signed-in users: the security policy allows it by its hash. */
export const SIGN_IN_FIRST_ATTRIBUTE = 'data-sign-in-first'

/** Where the prerendered page's head begins: the route's own elements follow the template's. */
const HEAD_START = '<meta charset="UTF-8" />'

/**
 * A page for signed-in users with, first in its head, the inline check that sends a visitor without a
 * stored session (under `sessionKey`) to `signInPath` before anything paints.
 */
export function withSignInFirst(page: string, sessionKey: string, signInPath: string): string {
  if (!page.includes(HEAD_START)) throw new Error('The built page has no charset declaration to follow')
  const script = `(${leaveUnlessSignedIn.toString()})(${JSON.stringify(sessionKey)},${JSON.stringify(signInPath)})`
  return page.replace(HEAD_START, `${HEAD_START}\n    <script ${SIGN_IN_FIRST_ATTRIBUTE}>${script}</script>`)
}
