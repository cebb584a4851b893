import { cookieConsentText } from '../../src/content/cookieConsent'
import { tabThrough } from './support/keyboard'
import { expect, test } from './support/test'

/**
 * WCAG 2.2, 2.4.11 Focus Not Obscured in every engine: each stop of Tab can be seen when it has the
 * focus, not hidden behind the fixed navigation bar or the cookie banner. In WebKit Tab goes as in
 * Safari, over buttons and fields only.
 */
/** The front page's and the forms' stops; the Chromium suite walks /kontakt as well (tests/e2e/wcag/). */
const PAGES = ['/', '/auth'] as const

for (const path of PAGES) {
  test(`every stop of Tab on ${path}, the cookie banner open, can be seen`, async ({ visitor }) => {
    await visitor.open(path)
    await visitor.role('region', cookieConsentText.label).waitVisible()
    const stops = await tabThrough(visitor)
    expect(stops.length).toBeGreaterThan(5)
    expect(stops.filter((stop) => !stop.seen).map((stop) => stop.label)).toEqual([])
  })
}
