import { connect } from 'node:net'

/** One request as it goes on the wire: nothing is checked or corrected on the way, so it may be malformed on purpose. */
export interface WireRequest {
  method: string
  /** The request target exactly as sent, query string included. */
  target: string
  /** Written as given (a value may hold CR, LF or NUL); `Host` and `Connection: close` come first unless given here. */
  headers?: [string, string][]
  body?: string | Buffer
  /** Send only this many bytes of the whole request, then keep the connection open without a word more. */
  cutAfter?: number
  /** A chunked body of this many bytes, sent in pieces until the server answers or stops reading. */
  flood?: number
}

export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** What came back: an answer, a connection closed without one, or nothing at all within the bound. */
export type Outcome = { kind: 'answer'; answer: Answer } | { kind: 'closed' } | { kind: 'hang' }

const CRLF = '\r\n'
const FLOOD_PIECE = Buffer.alloc(64 * 1024, 'a')

function headBytes({ method, target, headers = [], body, flood }: WireRequest, port: number): Buffer {
  const named = new Set(headers.map(([name]) => name.toLowerCase()))
  const lines = [`${method} ${target} HTTP/1.1`]
  if (!named.has('host')) lines.push(`Host: 127.0.0.1:${port}`)
  if (!named.has('connection')) lines.push('Connection: close')
  if (flood !== undefined) lines.push('Transfer-Encoding: chunked')
  else if (body !== undefined && !named.has('content-length') && !named.has('transfer-encoding'))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`)
  for (const [name, value] of headers) lines.push(`${name}: ${value}`)
  return Buffer.from(lines.join(CRLF) + CRLF + CRLF, 'latin1')
}

/** The bytes of a request that is sent whole at once. */
export function requestBytes(request: WireRequest, port: number): Buffer {
  const head = headBytes(request, port)
  const body = request.body === undefined ? Buffer.alloc(0) : Buffer.from(request.body)
  const whole = Buffer.concat([head, body])
  return request.cutAfter === undefined ? whole : whole.subarray(0, request.cutAfter)
}

function dechunk(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = bytes.indexOf(CRLF, at)
    if (lineEnd < 0) return null
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16)
    if (Number.isNaN(size)) return null
    if (size === 0) return Buffer.concat(parts)
    if (bytes.length < lineEnd + 2 + size + 2) return null
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}

/** The answer in `bytes` once it is complete; with `ended`, whatever arrived before the connection ended. */
export function parseAnswer(bytes: Buffer, ended: boolean): Answer | null {
  const headEnd = bytes.indexOf(CRLF + CRLF)
  if (headEnd < 0) return null
  const [statusLine = '', ...headerLines] = bytes.subarray(0, headEnd).toString('latin1').split(CRLF)
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
  if (!status) return null
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const rest = bytes.subarray(headEnd + 4)
  let body: Buffer | null
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') body = dechunk(rest)
  else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length'])
    body = rest.length >= length ? rest.subarray(0, length) : null
  } else body = ended || [204, 304].includes(status) ? rest : null
  return body === null ? null : { status, headers, body: body.toString('utf8') }
}

/**
 * Sends one request over a connection of its own and waits at most `timeoutMs` for the answer. A
 * connection the server resets after answering (as it may while a client is still sending) still
 * counts as that answer.
 */
export function exchange(port: number, request: WireRequest, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const received: Buffer[] = []
    const socket = connect({ host: '127.0.0.1', port })
    let settled = false
    const settle = (outcome: Outcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => settle({ kind: 'hang' }), timeoutMs)
    const ended = () => {
      const answer = parseAnswer(Buffer.concat(received), true)
      settle(answer ? { kind: 'answer', answer } : { kind: 'closed' })
    }
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      const answer = parseAnswer(Buffer.concat(received), false)
      if (answer) settle({ kind: 'answer', answer })
    })
    socket.on('end', ended)
    socket.on('close', ended)
    socket.on('error', ended)
    socket.once('connect', () => {
      if (request.flood === undefined) {
        socket.write(requestBytes(request, port))
        return
      }
      socket.write(headBytes(request, port))
      let left = request.flood
      const pour = () => {
        while (left > 0 && !settled && received.length === 0) {
          const piece = FLOOD_PIECE.subarray(0, Math.min(left, FLOOD_PIECE.length))
          left -= piece.length
          const frame = Buffer.concat([Buffer.from(`${piece.length.toString(16)}${CRLF}`), piece, Buffer.from(CRLF)])
          if (!socket.write(frame)) return void socket.once('drain', pour)
        }
        if (left === 0 && !settled) socket.write(`0${CRLF}${CRLF}`)
      }
      pour()
    })
  })
}
