import type { AnalyticsEvent } from './analyticsStandIn'
import { ANALYTICS_URL } from '../../../tools/browser/endpoints'

export type { AnalyticsEvent }

/**
 * What the analytics stand-in has received. Tests run in parallel against one stand-in, so a test
 * filters by the URLs it visited rather than clearing what the others sent.
 */
export const analytics = {
  url: ANALYTICS_URL,

  async events(filter: { name?: string; url?: string } = {}): Promise<AnalyticsEvent[]> {
    const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined))
    const response = await fetch(`${ANALYTICS_URL}/__events?${query}`)
    if (!response.ok) throw new Error(`The analytics stand-in answered ${response.status}`)
    return (await response.json()) as AnalyticsEvent[]
  },

  /** Forgets every event; only for a test that runs alone. */
  async clear(): Promise<void> {
    await fetch(`${ANALYTICS_URL}/__events`, { method: 'DELETE' })
  },
}
