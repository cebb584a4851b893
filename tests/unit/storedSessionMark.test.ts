import { describe, expect, it } from 'vitest'
import { STORED_SESSION_CHECK_ATTRIBUTE, STORED_SESSION_MARK, withStoredSessionMark } from '../../build/prerender/storedSessionMark'

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

/** The page's inline check, run with the browser's storage and document stood in for: the attributes it set on <html>. */
function visit(storage: { getItem(key: string): string | null }) {
  const page = withStoredSessionMark(BUILT_PAGE, KEY)
  const script = new RegExp(`<script ${STORED_SESSION_CHECK_ATTRIBUTE}>([\\s\\S]*?)</script>`).exec(page)![1]!
  const attributes = new Map<string, string>()
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) }
  new Function('localStorage', 'document', script)(storage, { documentElement })
  return [...attributes.keys()]
}

describe('the stored-session check of a page with a view for signed-in visitors', () => {
  it('stands first in the head, right after the charset, before the stylesheet and the body', () => {
    const page = withStoredSessionMark(BUILT_PAGE, KEY)
    expect(page).toMatch(new RegExp(`<meta charset="UTF-8" />\\s*<script ${STORED_SESSION_CHECK_ATTRIBUTE}>`))
    expect(page.indexOf('<script')).toBeLessThan(page.indexOf('<link rel="stylesheet"'))
  })

  it('marks the page of a visitor with a stored session', () => {
    expect(visit({ getItem: (key) => (key === KEY ? '{"access_token":"…"}' : null) })).toEqual([STORED_SESSION_MARK])
  })

  it('leaves the page of a visitor with no stored session unmarked', () => {
    expect(visit({ getItem: () => null })).toEqual([])
  })

  it('leaves it unmarked when storage cannot be read, where no session can be kept either', () => {
    const refusing = {
      getItem(): string | null {
        throw new Error('SecurityError')
      },
    }
    expect(visit(refusing)).toEqual([])
  })

  it('refuses a page without a charset declaration to follow', () => {
    expect(() => withStoredSessionMark('<html><head></head></html>', KEY)).toThrow(/no charset/)
  })
})
