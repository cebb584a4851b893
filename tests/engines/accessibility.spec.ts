import { CONTENT_PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'
import { expect, test } from './support/test'

// The browser tests check every page with axe in Chromium; this, in Gecko and WebKit, as a first visitor sees it
// (the cookie banner shown), under reduced motion (see the config): every section at once, as a reader sees it.
for (const { path } of [...CONTENT_PAGES, { path: UNKNOWN_PATH }]) {
  test(`${path} has no axe violations`, async ({ visitor }) => {
    if (path === UNKNOWN_PATH) visitor.allow(/404/)
    await visitor.open(path)
    expect(await visitor.axeViolations()).toEqual([])
  })
}
