import { expect, test, type Page } from '@playwright/test'
import { FIRST_LOAD_BUDGET, SIGN_IN_PATH } from '../../scripts/bench/budgets'
import { measureFirstLoad } from '../../scripts/bench/firstLoad'
import { cookieConsentText } from '../../src/content/cookieConsent'
import { PAGE_PATHS } from '../../src/content/routes'

// The web server of this run has just built dist/, so the sizes are those of this commit.
for (const path of PAGE_PATHS) {
  test(`the first load of ${path} stays within the byte budgets`, async () => {
    const load = await measureFirstLoad(path)
    // Signing in needs the auth client at once (design §7): its page is held to the CSS and HTML budgets only.
    if (path !== SIGN_IN_PATH) expect(load.js, 'gzip JavaScript before interaction').toBeLessThanOrEqual(FIRST_LOAD_BUDGET.js)
    expect(load.css, 'gzip CSS').toBeLessThanOrEqual(FIRST_LOAD_BUDGET.css)
    expect(load.html, 'gzip HTML').toBeLessThanOrEqual(FIRST_LOAD_BUDGET.html)
  })
}

/** Every request a first visit to `path` makes before any interaction, as `<resource type> <path>`. */
async function firstVisitRequests(page: Page, path: string): Promise<string[]> {
  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`))
  await page.goto(path)
  // The banner is the last part of a first visit, loaded once the page is idle; on a busy machine
  // the network can fall quiet before that, so its arrival, not the quiet, marks the end.
  await expect(page.getByRole('region', { name: cookieConsentText.label, exact: true })).toBeVisible()
  await page.waitForLoadState('networkidle')
  return requests
}

for (const path of ['/', '/kontakt', SIGN_IN_PATH] as const) {
  test(`a first visit to ${path} downloads exactly the JavaScript the budget counts`, async ({ page }) => {
    const scripts = (await firstVisitRequests(page, path))
      .filter((request) => request.startsWith('script '))
      .map((request) => request.slice('script /'.length))
    const { scripts: counted } = await measureFirstLoad(path)
    expect(scripts.sort()).toEqual(counted.sort())
  })
}

test(`a first visit to / makes at most ${FIRST_LOAD_BUDGET.requests} requests before any interaction`, async ({ page }) => {
  const requests = await firstVisitRequests(page, '/')
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.requests)
})
