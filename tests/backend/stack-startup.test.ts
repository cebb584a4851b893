import { request } from 'node:http'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { OWN_STACK_PORTS, startTestStack } from './support/stack'

/** How long an answer may still take once the stack says it is ready. */
const ANSWER_GRACE_MS = 20_000

/** Resolves as soon as something accepts a connection on the port. */
async function listening(port: number): Promise<void> {
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (accepted) return
    await sleep(5)
  }
}

/** The status of a request on a connection of its own, or 'error' when it fails. */
function statusOf(port: number, path: string): Promise<number | 'error'> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 'error'))
    })
    outgoing.once('error', () => resolve('error'))
    outgoing.end()
  })
}

describe('the local stack while it starts', () => {
  it('answers every request that arrives between listening and ready', async () => {
    const port = OWN_STACK_PORTS.startup
    let ready = false
    const starting = startTestStack({ port }).finally(() => {
      ready = true
    })
    starting.catch(() => {})
    await listening(port)

    const answers: Promise<number | 'error'>[] = []
    for (let burst = 0; burst < 20; burst += 1) answers.push(statusOf(port, '/auth/v1/settings'))
    while (!ready) {
      answers.push(statusOf(port, '/auth/v1/settings'))
      await sleep(50)
    }
    const stack = await starting
    try {
      const grace = sleep(ANSWER_GRACE_MS, 'unanswered' as const)
      const statuses = await Promise.all(answers.map((answer) => Promise.race([answer, grace])))
      const failed = statuses.filter((status) => status !== 200)
      expect(statuses.length).toBeGreaterThan(20)
      expect(failed, `${failed.length} of ${statuses.length} requests were not answered 200`).toEqual([])
    } finally {
      await stack.stop()
    }
  }, 180_000)
})
