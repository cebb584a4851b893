import { fetchFrom } from '../../stackClients/fetchFrom'

/**
 * How long one request of the load run may take before it counts as hung and is given up: as long as
 * the site's contact form waits for its answer.
 */
export const REQUEST_TIMEOUT_MS = 30_000

/** What became of one request: the status it was answered with, or why there was none. */
export type Outcome = number | 'timed out' | 'failed'

export interface Sample {
  /** Method and path, e.g. `POST /auth/v1/signup`. */
  endpoint: string
  outcome: Outcome
  ms: number
}

/**
 * Measures every request of the load run: hands out fetches that leave from a given loopback
 * address, give up after {@link REQUEST_TIMEOUT_MS}, and note each request's endpoint, outcome and
 * time. What the run's clients send goes through these, so nothing is left out of the figures.
 */
export function createMeter() {
  const samples: Sample[] = []

  function fetchAt(localAddress: string): typeof fetch {
    const send = fetchFrom(localAddress)
    return async (input, init = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const endpoint = `${init.method ?? 'GET'} ${url.pathname}`
      const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
      const started = performance.now()
      const note = (outcome: Outcome) => samples.push({ endpoint, outcome, ms: performance.now() - started })
      try {
        const response = await send(input, { ...init, signal })
        note(response.status)
        return response
      } catch (error) {
        note(timeout.aborted ? 'timed out' : 'failed')
        throw error
      }
    }
  }

  return { fetchAt, samples: (): readonly Sample[] => samples }
}

export type Meter = ReturnType<typeof createMeter>
