/** The quality (0 to 1) an Accept-Encoding header gives each content coding it names, `*` included. */
function qualities(header: string): Map<string, number> {
  const byCoding = new Map<string, number>()
  for (const part of header.split(',')) {
    const [coding, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!coding) continue
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    const quality = q === undefined ? 1 : Number(q.slice(2))
    byCoding.set(coding, Number.isFinite(quality) ? quality : 0)
  }
  return byCoding
}

/**
 * The coding to send of those `available` (in the server's order of preference), by the request's
 * Accept-Encoding: the one it accepts with the highest quality, the first on a tie; null for the
 * file as it is (no header, or none of them accepted).
 */
export function chooseEncoding<Coding extends string>(header: string | undefined, available: readonly Coding[]): Coding | null {
  if (!header) return null
  const accepted = qualities(header)
  const qualityOf = (coding: Coding) => accepted.get(coding) ?? accepted.get('*') ?? 0
  let best: Coding | null = null
  for (const coding of available) if (qualityOf(coding) > 0 && (best === null || qualityOf(coding) > qualityOf(best))) best = coding
  return best
}
