export type HeaderMap = Record<string, string>

export function json(status: number, body: unknown, headers: HeaderMap = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

/** A function's refusal: `{ code, message }` with its status. */
export function refusal(status: number, code: string, message: string, headers: HeaderMap = {}): Response {
  return json(status, { code, message }, headers)
}

/** The token of an `Authorization: Bearer …` header, or undefined without one. */
export function bearerTokenOf(request: Request): string | undefined {
  return /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string }

/** Reads a JSON body of at most `maxBytes`, refusing other media types and oversize bodies early. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') return { ok: false, status: 415, error: 'unsupported_media_type' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, status: 413, error: 'payload_too_large' }
  const bytes = await readCapped(request, maxBytes)
  if (bytes === null) return { ok: false, status: 413, error: 'payload_too_large' }
  try {
    // JSON is UTF-8: bytes that are not are refused, never stored as U+FFFD.
    return { ok: true, value: JSON.parse(UTF8.decode(bytes)) }
  } catch {
    return { ok: false, status: 400, error: 'invalid_json' }
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** The body, or null as soon as it grows past `maxBytes`, whatever the headers claimed. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
