import { createServer, type Server } from 'node:net'
import { describe, expect, it } from 'vitest'
import { waitForFreePorts } from '../../tools/browser/waitForFreePorts'

const HOST = '127.0.0.1'

function listen(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, HOST, () => resolve(server))
  })
}

const portOf = (server: Server) => (server.address() as { port: number }).port

describe('waitForFreePorts', () => {
  it('waits while a server still holds a port and goes on once it has closed', async () => {
    const server = await listen()
    const port = portOf(server)
    let done = false
    const waiting = waitForFreePorts(HOST, [port], 5000).then(() => (done = true))
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(done).toBe(false)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await waiting
    expect(done).toBe(true)
  })

  it('gives up with the ports still in use', async () => {
    const server = await listen()
    await expect(waitForFreePorts(HOST, [portOf(server)], 300)).rejects.toThrow(`ports still in use after 0.3 s: ${portOf(server)}`)
    server.close()
  })
})
