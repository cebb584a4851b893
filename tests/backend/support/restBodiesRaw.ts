import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { ANON_KEY } from '../../../supabase/local/keys'
import { TABLE_URL } from './restBodies'
import { API_URL } from './stack'

/** What a raw connection got back until the server closed it, or until `ms` passed; and whether it was closed. */
export function rawExchange(head: string, body: string, { ms = 5000, end = false } = {}): Promise<{ answer: string; closed: boolean }> {
  const { hostname, port } = new URL(API_URL)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    let closed = false
    const timer = setTimeout(() => finish(), ms)
    const finish = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ answer, closed })
    }
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      closed = true
      finish()
    })
    socket.write(head + body)
    if (end) socket.end()
  })
}

/** The head of a POST of a JSON body to the table, as a visitor, with these further header lines. */
function headWith(...lines: string[]): string {
  const { host } = new URL(API_URL)
  return [
    'POST /rest/v1/newsletter_subscriptions HTTP/1.1',
    `Host: ${host}`,
    `apikey: ${ANON_KEY}`,
    'Content-Type: application/json',
    ...lines,
    '',
    '',
  ].join('\r\n')
}

/** The head of a POST of a JSON body of `contentLength` bytes to the table, as a visitor. */
export const requestHead = (contentLength: number): string => headWith(`Content-Length: ${contentLength}`)

/**
 * Streams a body without a length (chunked) of up to `total` bytes, as fast as the server takes it,
 * and stops when the answer is complete: how many bytes went out by then, and the answer. The server
 * may answer 413 and then cut the connection; a client that has not read the answer by then sees a
 * reset instead (status null).
 */
export function streamBody(total: number): Promise<{ status: number | null; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const request = httpRequest(TABLE_URL, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    })
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ status: null, body: '', sent })
      else reject(error)
    })
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (part: string) => (body += part))
      response.on('end', () => {
        answered = true
        request.destroy()
        resolve({ status: response.statusCode!, body, sent })
      })
    })
    const pump = () => {
      while (!answered && !request.destroyed && sent < total) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', pump)
      }
      if (sent >= total && !request.writableEnded) request.end()
    }
    request.write('{"email":"')
    pump()
  })
}

/**
 * Sends a chunked body of `total` bytes with `Connection: close` as fast as the server takes it, and
 * reads only once it is all sent, as a simple client does: what it read, or whether it was reset.
 */
export function sendWholeThenRead(total: number): Promise<{ answer: string; reset: boolean }> {
  const { hostname, port } = new URL(API_URL)
  const piece = Buffer.alloc(64 * 1024, 'a')
  const frame = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    let left = total
    socket.pause()
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => resolve({ answer, reset: true }))
    socket.on('end', () => {
      socket.destroy()
      resolve({ answer, reset: false })
    })
    const pour = () => {
      for (; left > 0; left -= piece.length) if (!socket.write(frame)) return void socket.once('drain', pour)
      socket.write('0\r\n\r\n')
      socket.resume()
    }
    socket.write(headWith('Transfer-Encoding: chunked', 'Connection: close'))
    pour()
  })
}
