import { expect, test, type Page } from '@playwright/test'
import { FIRST_LOAD_BUDGET, jsBudgetOf, SIGN_IN_PATH } from '../../tools/bench/budgets'
import { measureFirstLoad } from '../../tools/bench/firstLoad'
import { PAGE_PATHS } from '../../src/content/routes'
import { cookieBanner } from './support/cookieBanner'

// The web server of this run has just built dist/, so the sizes are those of this commit.
for (const path of PAGE_PATHS) {
  test(`the first load of ${path} stays within the byte budgets`, async () => {
    const load = await measureFirstLoad(path)
    expect(load.js, 'gzip JavaScript before interaction').toBeLessThanOrEqual(jsBudgetOf(path))
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
  await expect(cookieBanner(page).region).toBeVisible()
  await page.waitForLoadState('networkidle')
  return requests
}

const scriptsAmong = (requests: string[]) =>
  requests
    .filter((request) => request.startsWith('script '))
    .map((request) => request.slice('script /'.length))
    .sort()

for (const path of ['/', '/kontakt', SIGN_IN_PATH] as const) {
  test(`a first visit to ${path} downloads exactly the JavaScript the budget counts`, async ({ page }) => {
    const counted = (await measureFirstLoad(path)).scripts.sort()
    const requests = await firstVisitRequests(page, path)
    // On a busy machine a chunk started once the page is idle (the banner's) can come after the network first falls
    // quiet; an extra script before or with it keeps the lists apart.
    await expect.poll(() => scriptsAmong(requests)).toEqual(counted)
  })
}

test(`a first visit to / makes at most ${FIRST_LOAD_BUDGET.requests} requests before any interaction`, async ({ page }) => {
  const requests = await firstVisitRequests(page, '/')
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.requests)
})
