/**
 * Where page views go: a Plausible-compatible events API, and the site's domain there. It sets no cookie, yet waits
 * for 'Godta alle', as the privacy statement bases usage statistics on consent.
 */
export interface AnalyticsTarget {
  endpoint: string
  domain: string
}

export type SendPageView = (path: string) => void

/** The analytics endpoint of this build, or null when `VITE_ANALYTICS_URL` is unset: then nothing is ever sent. */
export function analyticsTarget(siteUrl: string): AnalyticsTarget | null {
  const endpoint = import.meta.env.VITE_ANALYTICS_URL
  return endpoint ? { endpoint: endpoint.replace(/\/+$/, ''), domain: new URL(siteUrl).hostname } : null
}

/** Records one page view per call; a failed request is dropped, since a lost page view harms nobody. */
export function pageViewSender({ endpoint, domain }: AnalyticsTarget, send: typeof fetch = fetch): SendPageView {
  return (path) => {
    // The page's full address, query included, as analytics expects it.
    const url = location.pathname === path ? location.href : new URL(path, location.origin).href
    const body = JSON.stringify({ name: 'pageview', url, domain, referrer: document.referrer || null })
    void send(`${endpoint}/api/event`, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body }).catch(
      () => undefined,
    )
  }
}
