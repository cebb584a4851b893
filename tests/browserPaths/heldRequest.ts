import type { Page, Route } from '@playwright/test'
import { STACK_URL } from '../../tools/browser/endpoints'
import type { HeldAnswer } from './model'

/**
 * Holds the page's next request to `path` of the stack (a glob after its origin; preflights pass)
 * until the step of its answer comes; then `answer` settles it: `route.fallback()` lets the real
 * stack answer, a fulfil or an abort stands for a gateway or the network.
 */
export async function holdRequest(page: Page, path: string, answer: (route: Route) => Promise<void>): Promise<HeldAnswer> {
  const url = `${STACK_URL}${path}`
  let arrived!: (route: Route) => void
  const held = new Promise<Route>((resolve) => (arrived = resolve))
  const handler = async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fallback()
    arrived(route)
  }
  await page.route(url, handler)
  return {
    release: async () => {
      await answer(await held)
      await page.unroute(url, handler)
    },
  }
}
