import { ANON_KEY } from '../../../supabase/local/keys'
import { emptyTally, type StressTally } from '../tally'
import { authLoad } from './authLoad'
import { contactLoad } from './contactLoad'
import { createMeter, REQUEST_TIMEOUT_MS } from './meter'
import { newsletterLoad } from './newsletterLoad'
import type { Check, LoadContext } from './scenario'
import { statsPerEndpoint, type EndpointStats } from './stats'

/** The requests of a full run (scale 1): newsletter sign-ups, contact messages, and sign-ups (and as many sign-ins). */
export const FULL_RUN = { newsletter: 200, contact: 100, auth: 50 } as const

export interface LoadReport {
  endpoints: EndpointStats[]
  checks: Check[]
  tally: StressTally
  seconds: number
}

/** Starts the contact function's Deno before the run, so the first messages do not wait for it; its 400 counts nowhere. */
async function startContactFunction(url: string): Promise<void> {
  const response = await fetch(`${url}/functions/v1/send-contact-notification`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'K' }),
    signal: AbortSignal.timeout(60_000),
  })
  await response.body?.cancel()
}

/**
 * The load run against the stack at `url`: the newsletter, contact and auth scenarios in turn, each
 * sending all its requests at once, `scale` times {@link FULL_RUN}. Returns the figures per endpoint and
 * whether each check held; it throws only when the stored rows cannot be read back.
 */
export async function runLoad({ url, inboxUrl, scale = 1 }: { url: string; inboxUrl: string; scale?: number }): Promise<LoadReport> {
  await startContactFunction(url)
  const meter = createMeter()
  const context: LoadContext = { url, inboxUrl, meter, runId: Date.now().toString(36) }
  const started = performance.now()
  // One scenario after another: all three at once outrun two cores (bcrypt alone is seconds of CPU),
  // and each endpoint's latency would then be mostly the others' work.
  const results = [
    await newsletterLoad(context, Math.round(FULL_RUN.newsletter * scale)),
    await contactLoad(context, Math.round(FULL_RUN.contact * scale)),
    await authLoad(context, Math.round(FULL_RUN.auth * scale)),
  ]
  const seconds = (performance.now() - started) / 1000

  const endpoints = statsPerEndpoint(meter.samples())
  const sum = (count: (stats: EndpointStats) => number) => endpoints.reduce((total, stats) => total + count(stats), 0)
  const requests = sum((stats) => stats.requests)
  const serverErrors = sum((stats) => stats.byClass['5xx'])
  const hangs = sum((stats) => stats.timedOut)
  const failed = sum((stats) => stats.failed)
  const checks: Check[] = [
    {
      name: `every request answered within ${REQUEST_TIMEOUT_MS / 1000} s, none with 5xx`,
      passed: serverErrors + hangs + failed === 0,
      detail: `${requests} requests; 5xx ${serverErrors}, timed out ${hangs}, failed ${failed}`,
    },
    ...results.flatMap((result) => result.checks),
  ]
  const tally: StressTally = {
    ...emptyTally('load'),
    cases: checks.length,
    requests,
    serverErrors,
    hangs,
    lostRows: results.reduce((total, result) => total + result.lostRows, 0),
    duplicates: results.reduce((total, result) => total + result.duplicates, 0),
  }
  return { endpoints, checks, tally, seconds }
}
