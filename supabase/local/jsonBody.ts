/** The deepest a body may nest arrays and objects; deeper ones would overflow the stack later on, in JavaScript or in PostgreSQL. */
export const MAX_JSON_DEPTH = 100

/** Refuses bytes that are not UTF-8, as PostgREST's JSON parser does, rather than turning them into U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

function decodeUtf8(body: Buffer): string | undefined {
  try {
    return UTF8.decode(body)
  } catch {
    return undefined
  }
}

/** Whether JSON text nests arrays and objects deeper than `limit`, brackets in strings aside; one pass, no recursion. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true
    } else if (char === ']' || char === '}') depth--
  }
  return false
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; problem: 'invalid' | 'too_deep' }

/**
 * A request body read as JSON, as the data API and auth read theirs: valid UTF-8 only, nested at
 * most MAX_JSON_DEPTH deep (checked before it is parsed). An empty body is invalid.
 */
export function readJsonBody(body: Buffer): JsonBody {
  const text = body.length > 0 ? decodeUtf8(body) : undefined
  if (text === undefined) return { ok: false, problem: 'invalid' }
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, problem: 'too_deep' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, problem: 'invalid' }
  }
}
