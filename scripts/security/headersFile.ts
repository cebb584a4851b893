/** One block of a `_headers` file: the headers of every path the pattern matches. */
export interface HeaderRule {
  /** A path, or a path prefix ending in `*`. */
  pattern: string
  headers: Record<string, string>
}

/** The hashed files of the build, which never change under their name. */
export const IMMUTABLE_ASSETS: HeaderRule = {
  pattern: '/assets/*',
  headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
}

/**
 * The rules of a build, for static hosts that read `_headers` (Netlify, Cloudflare Pages): the
 * security headers on every path and long caching for the hashed assets. Pages set no
 * Cache-Control of their own, as both hosts already make the browser revalidate HTML, and a
 * second value for a path that matches both blocks would be joined to the first.
 */
export function headerRules(security: Record<string, string>): HeaderRule[] {
  return [{ pattern: '/*', headers: security }, IMMUTABLE_ASSETS]
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n')
    .concat('\n')
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const rule = rules.at(-1)
    const colon = line.indexOf(':')
    if (!rule || colon < 0) throw new Error(`Not a header of a path in _headers: "${line}"`)
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return rules
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
}

/** The headers a static host gives `path`: those of every rule that matches it. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, path)).map((rule) => rule.headers)) as Record<string, string>
}
