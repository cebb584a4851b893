import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { HEADERS_FILE } from '../../build/security/buildPolicy'
import { headersForPath, parseHeadersFile } from '../../build/security/headersFile'
import { cspHash } from '../../build/security/inlineScripts'
import { navigationText } from '../../src/content/navigation'
import { isPagePath, pageMeta } from '../../src/content/routes'
import { emptyTally, recordTally } from '../../tools/stressAndLoad/tally'
import { ANALYTICS_URL } from '../../tools/browser/endpoints'
import { cookieBanner } from './support/cookieBanner'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/hydration'
import { NEWSLETTER_LINK_KINDS, NEWSLETTER_LINK_PATHS, openNewsletterLink, UNKNOWN_NEWSLETTER_TOKEN } from './support/newsletter'
import { CONTENT_PAGES, PAGES, UNKNOWN_PATH } from '../../tools/browser/pages'
import { PHONE } from './support/viewports'

const SUITE = 'security policy'
/** What the build wrote for static hosts; the preview server under test must serve the same. */
const builtRules = parseHeadersFile(readFileSync(`dist/${HEADERS_FILE}`, 'utf8'))

/** What `_headers` gives `path` (security policy and caching), by lower-case name. */
function expectedFor(path: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headersForPath(builtRules, path)).map(([name, value]) => [name.toLowerCase(), value]))
}

/** The headers of a response that `expected` names, as a static host serving `_headers` would give them. */
function headersNamedIn(expected: Record<string, string>, headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name] ?? '(missing)']))
}

test.describe('the headers of every route', () => {
  for (const path of [...PAGES.map((page) => page.path), UNKNOWN_PATH]) {
    test(`${path} is served with the policy of dist/_headers, which names the hash of each of its inline scripts (JSON-LD, the bootstrap, a stored-session check)`, async ({
      request,
    }) => {
      const response = await request.get(path)
      recordTally({ ...emptyTally(SUITE), cases: 1, requests: 1 })
      expect(response.status()).toBe(path === UNKNOWN_PATH ? 404 : 200)
      const expected = expectedFor(path)
      expect(headersNamedIn(expected, response.headers())).toEqual(expected)
      // Pages are revalidated on every use; an unknown path has no rule, and the preview, like the hosts, revalidates it.
      expect(response.headers()['cache-control']).toBe('no-cache')
      const html = await response.text()
      const blocks = [
        ...html.matchAll(
          /<script (?:data-head type="application\/ld\+json"|data-bootstrap|data-stored-session-check)>([\s\S]*?)<\/script>/g,
        ),
      ]
      expect(blocks.length).toBe((html.match(/<script\b/g) ?? []).length)
      expect(blocks.some(([tag]) => tag.startsWith('<script data-bootstrap>'))).toBe(true)
      // A page with a view for signed-in visitors checks for a stored session first.
      const marksSession = isPagePath(path) && pageMeta[path].marksStoredSession === true
      expect(blocks.some(([tag]) => tag.startsWith('<script data-stored-session-check>'))).toBe(marksSession)
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy']!)![1]!.split(' ')
      for (const [, json] of blocks) expect(scriptSrc).toContain(`'${cspHash(json!)}'`)
    })
  }

  for (const path of Object.values(NEWSLETTER_LINK_PATHS)) {
    test(`${path} with a mail's token in the address is served with the same headers as without`, async ({ request }) => {
      const response = await request.get(`${path}?token=${UNKNOWN_NEWSLETTER_TOKEN}`)
      recordTally({ ...emptyTally(SUITE), cases: 1, requests: 1 })
      expect(response.status()).toBe(200)
      const expected = expectedFor(path)
      expect(headersNamedIn(expected, response.headers())).toEqual(expected)
    })
  }

  test('a hashed asset is cached for a year and carries the policy too; the _headers file itself is not served', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const response = await request.get(asset)
    recordTally({ ...emptyTally(SUITE), cases: 2, requests: 3 })
    const expected = expectedFor(asset)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(headersNamedIn(expected, response.headers())).toEqual(expected)
    expect((await request.get(`/${HEADERS_FILE}`)).status()).toBe(404)
  })
})

/** Accepts cookies (so analytics runs) and waits for the page view to reach the analytics origin. */
async function acceptCookies(page: Page): Promise<void> {
  const pageView = page.waitForResponse((response) => response.url().startsWith(ANALYTICS_URL))
  await cookieBanner(page).acceptAll.click()
  expect((await pageView).ok()).toBe(true)
}

/** Focuses the first field of every form, so each form's flow loads. */
async function focusEveryForm(page: Page): Promise<void> {
  for (const form of await page.locator('form').all()) await form.locator('input:not([type=hidden]), textarea').first().focus()
  await page.waitForLoadState('networkidle')
}

/** Every link of the page that opens a new tab, with its rel. */
async function newTabLinks(page: Page): Promise<{ href: string; rel: string }[]> {
  return page
    .locator('a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', rel: link.getAttribute('rel') ?? '' })))
}

test.describe('the pages in use', () => {
  test.use({ viewport: PHONE, hasTouch: true })

  for (const path of [...CONTENT_PAGES.map((page) => page.path), UNKNOWN_PATH]) {
    test(`${path} runs with no CSP violation while used, and every new-tab link has rel="noopener noreferrer"`, async ({
      page,
      browserProblems,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      await acceptCookies(page)
      await page.getByRole('button', { name: navigationText.openMenu }).tap()
      await expect(page.getByRole('dialog', { name: navigationText.menuTitle })).toBeVisible()
      const links = await newTabLinks(page)
      await page.keyboard.press('Escape')
      await focusEveryForm(page)
      recordTally({ ...emptyTally(SUITE), cases: 2, requests: 1, cspViolations: browserProblems.cspViolations.length })
      expect(browserProblems.cspViolations).toEqual([])
      for (const link of links) expect(link.rel.split(/\s+/), link.href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    })
  }

  // The pages above are opened without a token; a mail's link opens these with one, and the press calls the backend.
  for (const kind of NEWSLETTER_LINK_KINDS) {
    const path = NEWSLETTER_LINK_PATHS[kind]
    test(`${path} opened with a mail's token runs with no CSP violation while its button is pressed and answered`, async ({
      page,
      browserProblems,
    }) => {
      const linkPage = await openNewsletterLink(page, kind, `${path}?token=${UNKNOWN_NEWSLETTER_TOKEN}`)
      await acceptCookies(page)
      await linkPage.button.tap()
      await expect(linkPage.broken).toBeFocused()
      await page.waitForLoadState('networkidle')
      recordTally({ ...emptyTally(SUITE), cases: 1, requests: 1, cspViolations: browserProblems.cspViolations.length })
      expect(browserProblems.cspViolations).toEqual([])
    })
  }

  test('the policy is enforced: a script slipped into the page is blocked and reported', async ({ page, browserProblems }) => {
    // The violation this test causes on purpose, as the event and as the console report it.
    browserProblems.allow(/^script-src-elem blocked inline/)
    browserProblems.allow(/^error: Executing inline script violates/)
    await page.goto('/')
    await waitForHydration(page)
    const ran = await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    recordTally({ ...emptyTally(SUITE), cases: 1, requests: 1 })
    expect(ran).toBe(false)
    await expect.poll(() => browserProblems.cspViolations.map((violation) => violation.directive)).toEqual(['script-src-elem'])
  })
})
