import type { Locator, Page, Route } from '@playwright/test'
import { gatewayAnswer } from '../e2e/faults/faultTest'
import { expect } from '../e2e/support/fixtures'

/** How a held request is settled (see holdRequest). */
export type Settle = (route: Route) => Promise<void>

/** The real stack answers. */
export const stackAnswers: Settle = (route) => route.fallback()

/** A gateway in front of the stack answers `status`, as a hosted project's does when the stack is away. */
export const gatewayFails =
  (status: number): Settle =>
  (route) =>
    route.fulfill(gatewayAnswer(status, route.request().headers().origin ?? '*'))

/** The stack answers `status` with this JSON body, as the service named in each use words it. */
export const stackRefuses =
  (status: number, body: Record<string, unknown>): Settle =>
  (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': route.request().headers().origin ?? '*' },
      body: JSON.stringify(body),
    })

/** The data API answers with one of its errors, as hosted Supabase words it. */
export const dataApiFails = (status: number, error: { code: string; message: string }): Settle =>
  stackRefuses(status, { ...error, details: null, hint: null })

/** Supabase Auth answers with one of its errors, as the hosted one words it. */
export const authApiFails = (status: number, error: { error_code: string; msg: string }): Settle =>
  stackRefuses(status, { code: status, ...error })

/** The network goes while the request is on its way; it comes back once the page has shown `noticed`. */
export const networkGoes =
  (page: Page, noticed: Locator): Settle =>
  async (route) => {
    await page.context().setOffline(true)
    await route.abort('internetdisconnected')
    await expect(noticed).toBeVisible()
    await page.context().setOffline(false)
  }
