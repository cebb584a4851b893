import { cookieConsentText } from '../../src/content/cookieConsent'
import { tabThrough } from './support/keyboard'
import { expect, test } from './support/test'

/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured in every engine: each stop of Tab can be seen when it has the
 * focus, not hidden behind the fixed navigation bar or the cookie banner. In WebKit Tab first goes as
 * in Safari, over buttons and fields only; then, '@webkit', as for a visitor who had Safari's Tab
 * reach links too.
 */
const PAGES = ['/', '/kontakt', '/auth'] as const

function walkEveryStop(title: string) {
  for (const path of PAGES) {
    test(`${title} on ${path}, the cookie banner open, can be seen`, async ({ visitor }) => {
      await visitor.open(path)
      await visitor.role('region', cookieConsentText.label).waitVisible()
      const stops = await tabThrough(visitor)
      expect(stops.length).toBeGreaterThan(5)
      expect(stops.filter((stop) => !stop.seen).map((stop) => stop.label)).toEqual([])
    })
  }
}

walkEveryStop('every stop of Tab')

test.describe('with Tab reaching links', () => {
  test.use({ tabsToLinks: true })
  walkEveryStop('@webkit every stop of Tab, links too,')
})
