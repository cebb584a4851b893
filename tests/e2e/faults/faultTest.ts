import type { Request, Route } from '@playwright/test'
import { recordTally } from '../../../tools/stressAndLoad/tally'
import { STACK_URL } from '../../../tools/browser/endpoints'
import { test as base } from '../support/fixtures'

export { failedLoad } from '../support/console'
export { expect } from '../support/fixtures'

/** A fault injected into the requests the page makes to the real stack. */
export type Fault =
  /** The stack cannot be reached: the request never arrives. */
  | 'down'
  /** The request reaches the stack and is handled, but its answer is lost on the way back. */
  | 'answerLost'
  /** The request reaches the stack, and a gateway in between answers this status in place of its answer. */
  | { answerReplacedWith: number }
  /** A gateway answers this status; the request never reaches the stack. */
  | { gateway: number }

/** What a fault test found in the database, for the stress summary. */
export interface RowCheck {
  lostRows: number
  duplicates: number
}

export interface FaultControl {
  /**
   * Routes the page's requests to `path` of the stack (a glob after the stack's origin) through the
   * fault in force: `set` one, or null to let requests through untouched. Preflights always pass.
   */
  on(path: string): Promise<{
    set(fault: Fault | null): void
    /** The next requests meet these faults in turn; the ones after them pass. */
    inTurn(faults: Fault[]): void
    injected(): number
  }>
  /** Records how many rows a check found where exactly one was due, for the tally; returns `rows`. */
  expectOnce<T>(rows: T[]): T[]
}

/**
 * `test` for the fault suites: `faults` injects faults into the page's calls to the real local stack
 * and records one tally per test for `npm run test:stress` (suite 'faults (browser)'): the requests
 * the page made to the stack, the 5xx the stack itself answered (not the injected ones), the rows
 * lost or stored twice, and the CSP violations.
 */
export const test = base.extend<{ faults: FaultControl }>({
  faults: [
    async ({ page, browserProblems }, use) => {
      const injected = new WeakSet<Request>()
      const counts = { requests: 0, serverErrors: 0, lostRows: 0, duplicates: 0 }
      page.on('request', (request) => {
        if (request.url().startsWith(STACK_URL) && request.method() !== 'OPTIONS') counts.requests += 1
      })
      page.on('response', (response) => {
        if (response.url().startsWith(STACK_URL) && response.status() >= 500 && !injected.has(response.request())) counts.serverErrors += 1
      })

      await use({
        on: async (path) => {
          let fault: Fault | null = null
          let queue: Fault[] = []
          let times = 0
          await page.route(`${STACK_URL}${path}`, async (route) => {
            if (route.request().method() === 'OPTIONS') return route.fallback()
            const now = queue.shift() ?? fault
            if (now === null) return route.fallback()
            injected.add(route.request())
            times += 1
            await inject(route, now)
          })
          return {
            set: (next) => void (fault = next),
            inTurn: (faults) => void (queue = [...faults]),
            injected: () => times,
          }
        },
        expectOnce: (rows) => {
          counts.lostRows += rows.length === 0 ? 1 : 0
          counts.duplicates += Math.max(0, rows.length - 1)
          return rows
        },
      })

      recordTally({
        suite: 'faults (browser)',
        cases: 1,
        requests: counts.requests,
        serverErrors: counts.serverErrors,
        hangs: 0,
        lostRows: counts.lostRows,
        duplicates: counts.duplicates,
        cspViolations: browserProblems.cspViolations.length,
      })
    },
    { auto: true },
  ],
})

async function inject(route: Route, fault: Fault): Promise<void> {
  if (fault === 'down') return route.abort('connectionrefused')
  const origin = route.request().headers().origin ?? '*'
  if (typeof fault === 'object' && 'gateway' in fault) return route.fulfill(gatewayAnswer(fault.gateway, origin))
  const answer = await route.fetch()
  await answer.body()
  if (typeof fault === 'object' && 'answerReplacedWith' in fault) return route.fulfill(gatewayAnswer(fault.answerReplacedWith, origin))
  return route.abort('connectionreset')
}

/** A gateway's error page, allowed to the page as the stack's own answers are, so the page can read the status. */
export function gatewayAnswer(status: number, origin: string) {
  return {
    status,
    contentType: 'text/html',
    headers: { 'Access-Control-Allow-Origin': origin },
    body: `<html><body><h1>${status}</h1></body></html>`,
  }
}

/**
 * How supabase-js's auth client logs a request that got no answer, before it returns the failure as
 * a retryable error (`_handleRequest` in @supabase/auth-js): the site cannot silence it.
 */
export const AUTH_CLIENT_FETCH_FAILURE = /^error: TypeError: Failed to fetch/
