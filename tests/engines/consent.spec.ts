import { CONSENT_STORAGE_KEY } from '../../machines/cookieConsent.machine'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { footerText } from '../../src/content/footer'
import { SITE_URL } from '../../tools/browser/endpoints'
import { analytics } from '../e2e/support/analytics'
import { storedConsent } from '../support/consent'
import { expect, test } from './support/test'
import type { Visitor } from './support/visitor'

const banner = (visitor: Visitor) => visitor.role('region', cookieConsentText.label)

/** The paths of the page views the analytics stand-in received from pages of `paths`; each test's own, as tests run side by side. */
async function pageViewsOf(paths: readonly string[]): Promise<string[]> {
  const views = await Promise.all(paths.map((path) => analytics.events({ name: 'pageview', url: `${SITE_URL}${path}` })))
  return views.flat().map((event) => new URL(event.url).pathname + new URL(event.url).search)
}

test("'Godta alle' hides the banner for good and sends a page view from then on", async ({ visitor }) => {
  const path = `/om-oss?samtykke=${visitor.engine}-${visitor.width}-${Date.now()}`
  await visitor.open(path)
  await banner(visitor).role('button', cookieConsentText.acceptAll).click()
  await banner(visitor).waitHidden()
  await expect.poll(() => pageViewsOf([path])).toEqual([path])
  expect(await visitor.storedItem(CONSENT_STORAGE_KEY)).toBe('accepted')
  await visitor.reload()
  await expect.poll(() => pageViewsOf([path])).toEqual([path, path])
  await banner(visitor).waitHidden()
})

test("'Kun nødvendige' hides the banner for good and nothing is sent", async ({ visitor }) => {
  const path = `/rederi?samtykke=${visitor.engine}-${visitor.width}-${Date.now()}`
  await visitor.open(path)
  await banner(visitor).role('button', cookieConsentText.necessaryOnly).click()
  await banner(visitor).waitHidden()
  expect(await visitor.storedItem(CONSENT_STORAGE_KEY)).toBe('declined')
  await visitor.reload()
  await banner(visitor).waitHidden()
  expect(await pageViewsOf([path])).toEqual([])
})

test('a declined choice 13 months old asks again, and nothing is sent before the answer', async ({ visitor }) => {
  const path = `/vilkar?samtykke=${visitor.engine}-${visitor.width}-${Date.now()}`
  await visitor.open(path)
  await visitor.store(storedConsent('declined', { monthsAgo: 13 }))
  await visitor.reload()
  await banner(visitor).role('button', cookieConsentText.acceptAll).click()
  await banner(visitor).waitHidden()
  // One view in all, from the answer, means none went before it.
  await expect.poll(() => pageViewsOf([path])).toEqual([path])
  expect(await visitor.storedItem(CONSENT_STORAGE_KEY)).toBe('accepted')
})

test("the footer's 'Informasjonskapsler' opens the banner again, with the focus on 'Godta alle'", async ({ visitor }) => {
  await visitor.open('/kontakt')
  await banner(visitor).role('button', cookieConsentText.acceptAll).click()
  await banner(visitor).waitHidden()
  await visitor.role('contentinfo').role('button', footerText.cookieChoice).click()
  await banner(visitor).waitVisible()
  await banner(visitor).role('button', cookieConsentText.acceptAll).waitFocused()
  expect(await visitor.storedItem(CONSENT_STORAGE_KEY)).toBeNull()
})

for (const [label, stored] of [
  [cookieConsentText.acceptAll, 'accepted'],
  [cookieConsentText.necessaryOnly, 'declined'],
] as const) {
  test(`'${label}' survives a reload made right after the click, before the flows' code has come`, async ({ visitor }) => {
    await visitor.open('/vilkar')
    await banner(visitor).role('button', label).click()
    await visitor.reload()
    expect(await visitor.storedItem(CONSENT_STORAGE_KEY)).toBe(stored)
    await banner(visitor).waitHidden()
  })
}
