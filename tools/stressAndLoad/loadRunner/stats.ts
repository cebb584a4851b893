import type { Sample } from './meter'
import { groupBy } from './scenario'

export interface EndpointStats {
  endpoint: string
  requests: number
  /** Answers by status class: 2xx, 3xx, 4xx, 5xx. */
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>
  /** Requests without an answer within the bound. */
  timedOut: number
  /** Requests whose connection failed before an answer. */
  failed: number
  /** Latency percentiles in ms, over every request of the endpoint, answered or not. */
  p50: number
  p95: number
  p99: number
}

/** The nearest-rank percentile of sorted values: the smallest value at or above `percent` % of them. */
export function percentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)]!
}

function statusClass(status: number): keyof EndpointStats['byClass'] | null {
  if (status >= 200 && status < 300) return '2xx'
  if (status >= 300 && status < 400) return '3xx'
  if (status >= 400 && status < 500) return '4xx'
  return status >= 500 ? '5xx' : null
}

/** The samples summed up per endpoint, in the order the endpoints were first called. */
export function statsPerEndpoint(samples: readonly Sample[]): EndpointStats[] {
  return [...groupBy(samples, (sample) => sample.endpoint)].map(([endpoint, group]) => {
    const stats: EndpointStats = {
      endpoint,
      requests: group.length,
      byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
      timedOut: 0,
      failed: 0,
      p50: 0,
      p95: 0,
      p99: 0,
    }
    for (const { outcome } of group) {
      if (outcome === 'timed out') stats.timedOut += 1
      else if (outcome === 'failed') stats.failed += 1
      else {
        const statusGroup = statusClass(outcome)
        if (statusGroup) stats.byClass[statusGroup] += 1
      }
    }
    const sorted = group.map((sample) => sample.ms).sort((a, b) => a - b)
    return { ...stats, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
  })
}
