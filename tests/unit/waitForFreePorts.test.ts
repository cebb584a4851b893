import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForFreePorts } from '../../tools/browser/waitForFreePorts'

const HOST = '127.0.0.1'

function listen(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, HOST, () => resolve(server))
  })
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))
const portOf = (server: Server) => (server.address() as { port: number }).port

afterEach(() => vi.useRealTimers())

describe('waitForFreePorts', () => {
  it('waits while a server still holds a port and goes on once it has closed', async () => {
    const server = await listen()
    let pauses = 0
    // It looks again after each pause; the server closes during the second.
    await waitForFreePorts(HOST, [portOf(server)], 5000, async () => {
      pauses += 1
      if (pauses === 2) await close(server)
    })
    expect(pauses).toBe(2)
  })

  it('gives up with the ports still in use once the time is out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const server = await listen()
    const pauses: number[] = []
    const pause = async () => {
      pauses.push(Date.now())
      vi.setSystemTime(Date.now() + 200)
    }
    await expect(waitForFreePorts(HOST, [portOf(server)], 300, pause)).rejects.toThrow(`ports still in use after 0.3 s: ${portOf(server)}`)
    expect(pauses).toHaveLength(2)
    await close(server)
  })
})
