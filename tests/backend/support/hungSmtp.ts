import { createServer, type Socket } from 'node:net'

/**
 * How a connection hangs: `silent` accepts it and never greets; `stalls` greets, answers EHLO, MAIL,
 * RCPT and DATA, takes the message, and then never answers again.
 */
export type Hang = 'silent' | 'stalls'

export interface HungSmtp {
  url: string
  /** How many connections have been accepted so far. */
  connections(): number
  close(): Promise<void>
}

function stall(socket: Socket): void {
  socket.write('220 hung.test ESMTP\r\n')
  let buffered = ''
  let inData = false
  socket.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('latin1')
    for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
      const line = buffered.slice(0, end)
      buffered = buffered.slice(end + 2)
      if (inData) continue // the message's end ('.') is taken and never confirmed
      const command = line.slice(0, 4).toUpperCase()
      if (command === 'EHLO') socket.write('250-hung.test\r\n250 8BITMIME\r\n')
      else if (command === 'HELO' || command === 'MAIL' || command === 'RCPT') socket.write('250 OK\r\n')
      else if (command === 'DATA') {
        inData = true
        socket.write('354 Go ahead\r\n')
      }
    }
  })
}

/** An SMTP server on 127.0.0.1:`port` whose nth connection hangs as `hangs[n]` says (the last one for any after). */
export function startHungSmtp(port: number, hangs: readonly Hang[]): Promise<HungSmtp> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    const hang = hangs[Math.min(accepted, hangs.length - 1)]
    accepted += 1
    if (hang === 'stalls') stall(socket)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        connections: () => accepted,
        close: () =>
          new Promise<void>((closed) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => closed())
          }),
      }),
    )
  })
}
