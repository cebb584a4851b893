import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

/** A whole HTTP/1.1 answer with a JSON message, written straight to a connection that is then closed. */
function rawJsonAnswer(status: number, message: string): string {
  const body = JSON.stringify({ code: status, message })
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/** Node's codes for a request its parser gave up on, and what the client is told. */
function refusalOf(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request was not sent in time']
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large']
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return [413, 'Request size limit exceeded']
  return [400, `Malformed HTTP request: ${(error as { reason?: string }).reason ?? error.code ?? 'unreadable'}`]
}

/**
 * Answers what Node's HTTP server would otherwise answer with an empty body or not at all, each with
 * a JSON message a client can show, as every answer of the API has: requests its parser refuses
 * (bare CR, NUL or a space where a header may have none, conflicting lengths, headers too large),
 * requests not sent within the request timeout, an `Expect` other than 100-continue, and CONNECT.
 */
export function answerProtocolErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler: no answer once one is under way on this connection, or the client has gone.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) return void socket.destroy()
    const [status, message] = refusalOf(error)
    socket.end(rawJsonAnswer(status, message))
  })
  server.on('checkExpectation', (request, response) => {
    response.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' })
    response.end(JSON.stringify({ code: 417, message: `Unsupported expectation: ${request.headers.expect}` }))
  })
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(rawJsonAnswer(405, 'Method not allowed: the API is no proxy'))
  })
}
