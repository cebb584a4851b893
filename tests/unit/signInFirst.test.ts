import { describe, expect, it } from 'vitest'
import { SIGN_IN_FIRST_ATTRIBUTE, withSignInFirst } from '../../build/prerender/signInFirst'

const BUILT_PAGE = `<!doctype html>
<html lang="nb">
  <head>
    <meta charset="UTF-8" />
    <title>Min konto</title>
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body><div id="root"><form></form></div></body>
</html>`

const KEY = 'sb-127-auth-token'
const SIGN_IN = '/auth?neste=%2Fkonto'

/** The page's inline check, run with the browser's storage, document and location stood in for. */
function visit(storage: { getItem(key: string): string | null }) {
  const page = withSignInFirst(BUILT_PAGE, KEY, SIGN_IN)
  const script = new RegExp(`<script ${SIGN_IN_FIRST_ATTRIBUTE}>([\\s\\S]*?)</script>`).exec(page)![1]!
  const documentElement = { hidden: false }
  const replaced: string[] = []
  new Function('localStorage', 'document', 'location', script)(storage, { documentElement }, { replace: (to: string) => replaced.push(to) })
  return { hidden: documentElement.hidden, replaced }
}

describe('the sign-in check of a page for signed-in users', () => {
  it('stands first in the head, right after the charset, before the stylesheet and the body', () => {
    const page = withSignInFirst(BUILT_PAGE, KEY, SIGN_IN)
    expect(page).toMatch(new RegExp(`<meta charset="UTF-8" />\\s*<script ${SIGN_IN_FIRST_ATTRIBUTE}>`))
    expect(page.indexOf('<script')).toBeLessThan(page.indexOf('<link rel="stylesheet"'))
  })

  it('sends a visitor with no stored session to sign in, hiding the page meanwhile', () => {
    expect(visit({ getItem: () => null })).toEqual({ hidden: true, replaced: [SIGN_IN] })
  })

  it('lets a visitor with a stored session stay, the page shown', () => {
    expect(visit({ getItem: (key) => (key === KEY ? '{"access_token":"…"}' : null) })).toEqual({ hidden: false, replaced: [] })
  })

  it('sends on a visitor whose storage cannot be read, where no session can be kept either', () => {
    const refusing = {
      getItem(): string | null {
        throw new Error('SecurityError')
      },
    }
    expect(visit(refusing)).toEqual({ hidden: true, replaced: [SIGN_IN] })
  })

  it('refuses a page without a charset declaration to follow', () => {
    expect(() => withSignInFirst('<html><head></head></html>', KEY, SIGN_IN)).toThrow(/no charset/)
  })
})
