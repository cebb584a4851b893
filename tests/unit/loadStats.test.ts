import { describe, expect, it } from 'vitest'
import { percentile, statsPerEndpoint } from '../../tools/stressAndLoad/loadRunner/stats'

describe('the load run’s figures', () => {
  it('take the nearest-rank percentile: the smallest value at or above that share of the values', () => {
    const sorted = Array.from({ length: 100 }, (_, n) => n + 1)
    expect([50, 95, 99, 100].map((percent) => percentile(sorted, percent))).toEqual([50, 95, 99, 100])
    expect(percentile([7, 9], 50)).toBe(7)
    expect(percentile([7, 9], 51)).toBe(9)
    expect(percentile([], 99)).toBe(0)
  })

  it('count each endpoint’s answers by status class, its hangs and failures apart, in the order first called', () => {
    const stats = statsPerEndpoint([
      { endpoint: 'POST /auth/v1/signup', outcome: 200, ms: 30 },
      { endpoint: 'GET /auth/v1/verify', outcome: 303, ms: 5 },
      { endpoint: 'POST /auth/v1/signup', outcome: 429, ms: 10 },
      { endpoint: 'POST /auth/v1/signup', outcome: 500, ms: 20 },
      { endpoint: 'POST /auth/v1/signup', outcome: 'timed out', ms: 30_000 },
      { endpoint: 'POST /auth/v1/signup', outcome: 'failed', ms: 1 },
    ])
    expect(stats.map((endpoint) => endpoint.endpoint)).toEqual(['POST /auth/v1/signup', 'GET /auth/v1/verify'])
    expect(stats[0]).toEqual({
      endpoint: 'POST /auth/v1/signup',
      requests: 5,
      byClass: { '2xx': 1, '3xx': 0, '4xx': 1, '5xx': 1 },
      timedOut: 1,
      failed: 1,
      p50: 20,
      p95: 30_000,
      p99: 30_000,
    })
  })
})
