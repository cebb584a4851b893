export type HeaderMap = Record<string, string>

export function json(status: number, body: unknown, headers: HeaderMap = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string }

/** Reads a JSON body of at most `maxBytes`, refusing other media types and oversize bodies early. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (mediaType !== 'application/json') return { ok: false, status: 415, error: 'unsupported_media_type' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) return { ok: false, status: 413, error: 'payload_too_large' }
  const text = await readCapped(request, maxBytes)
  if (text === null) return { ok: false, status: 413, error: 'payload_too_large' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, status: 400, error: 'invalid_json' }
  }
}

/** The body as text, or null as soon as it grows past `maxBytes`, whatever the headers claimed. */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return ''
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
  return new TextDecoder().decode(bytes)
}
