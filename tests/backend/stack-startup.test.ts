import { request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { OWN_STACK_PORTS, startTestStack } from './support/stack'

/** How long an answer may still take once the stack says it is ready. */
const ANSWER_GRACE_MS = 20_000

/** The status of a request on a connection of its own, 'refused' when nothing listens, or 'error'. */
function statusOf(port: number, path: string): Promise<number | 'refused' | 'error'> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 'error'))
    })
    outgoing.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'error'))
    outgoing.end()
  })
}

describe('the local stack while it starts', () => {
  it('refuses every connection until it is ready, holds none, and answers every request after', async () => {
    const port = OWN_STACK_PORTS.startup
    let ready = false
    const starting = startTestStack({ port }).finally(() => {
      ready = true
    })
    starting.catch(() => {})
    const during: Promise<number | 'refused' | 'error'>[] = []
    while (!ready) {
      during.push(statusOf(port, '/auth/v1/settings'))
      await sleep(50)
    }
    const after = Array.from({ length: 20 }, () => statusOf(port, '/auth/v1/settings'))
    const stack = await starting
    try {
      const grace = sleep(ANSWER_GRACE_MS, 'unanswered' as const)
      const statuses = await Promise.all(during.map((answer) => Promise.race([answer, grace])))
      expect(statuses).toContain('refused')
      expect(statuses.filter((status) => status !== 'refused' && status !== 200)).toEqual([])
      expect(await Promise.all(after)).toEqual(after.map(() => 200))
    } finally {
      await stack.stop()
    }
  }, 180_000)
})
