import type { Page, Route } from '@playwright/test'
import { STACK_URL } from '../../tools/browser/endpoints'
import type { Settle } from './answers'
import type { HeldAnswer } from './model'

/**
 * Holds the page's next request to `path` of the stack (a glob after its origin; preflights and
 * requests of another `method` than the one given pass)
 * until the step of its answer comes; then `answer` settles it (answers.ts): the real stack, a
 * gateway, the data API's error or the network going.
 */
export async function holdRequest(page: Page, path: string, answer: Settle, { method }: { method?: string } = {}): Promise<HeldAnswer> {
  const url = `${STACK_URL}${path}`
  let arrived!: (route: Route) => void
  const held = new Promise<Route>((resolve) => (arrived = resolve))
  const handler = async (route: Route) => {
    const requested = route.request().method()
    if (requested === 'OPTIONS' || (method && requested !== method)) return route.fallback()
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
