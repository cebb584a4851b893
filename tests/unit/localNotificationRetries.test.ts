import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVICE_ROLE_KEY } from '../../supabase/local/keys'
import { NOTIFICATION_RETRY_PATH, scheduleServiceRun } from '../../supabase/local/scheduledRuns'

const INTERVAL_MS = 60_000

/** A stand-in for the stack's API that records each retry call and answers only when the test says so. */
async function startApi() {
  const calls: { path: string; authorization: string | undefined }[] = []
  const waiting: ServerResponse[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization })
    waiting.push(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    answerAll() {
      for (const response of waiting.splice(0)) response.end('{"claimed":0,"sent":0,"failed":0}')
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe('the local stack’s retry timer', () => {
  let api: Awaited<ReturnType<typeof startApi>>

  beforeEach(async () => {
    api = await startApi()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(async () => {
    vi.useRealTimers()
    await api.close()
  })

  it('calls the retry run with the service-role key once per interval, never two at a time, and not after stop', async () => {
    const retries = scheduleServiceRun(api.url, NOTIFICATION_RETRY_PATH, INTERVAL_MS, true)
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1)
    expect(api.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(api.calls).toHaveLength(1))
    expect(api.calls[0]).toEqual({
      path: '/functions/v1/send-contact-notification/retry',
      authorization: `Bearer ${SERVICE_ROLE_KEY}`,
    })

    // While the first run is unanswered, no second one starts.
    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS)
    expect(api.calls).toHaveLength(1)
    api.answerAll()
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(INTERVAL_MS)
      expect(api.calls).toHaveLength(2)
    })

    // Stopping abandons the run under way and starts none after it.
    await retries.stop()
    await vi.advanceTimersByTimeAsync(5 * INTERVAL_MS)
    expect(api.calls).toHaveLength(2)
  })
})
