import { CONTENT_PAGES } from '../../tools/browser/pages'
import { expect, test } from './support/test'
import { DECLINED_COOKIES, storeBeforeVisit } from './support/site'

/** A word this long may be hyphenated where it must (a compound such as 'Personvernerklæring'); a shorter one never. */
const HYPHENATED_FROM = 10

test('no heading of any page splits a short word over two lines', async ({ visitor }) => {
  // Every page in one test: slow, in WebKit above all.
  test.slow()
  await storeBeforeVisit(visitor, DECLINED_COOKIES)
  const split: string[] = []
  for (const { path } of CONTENT_PAGES) {
    await visitor.open(path)
    split.push(...(await visitor.call<string[]>('splitShortWords', [HYPHENATED_FROM])).map((word) => `${path}: ${word}`))
  }
  expect(split).toEqual([])
})
