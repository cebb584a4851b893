import { cacheRules } from './cacheRules'
import type { HeaderRule } from './headerRule'

/** One block of a `_headers` file: the headers of every path the pattern matches. */

/**
 * The rules of a build, for static hosts that read `_headers` (Netlify, Cloudflare Pages): the
 * security headers on every path, then the caching of each of the build's `files`.
 */
export function headerRules(security: Record<string, string>, files: readonly string[]): HeaderRule[] {
  return [{ pattern: '/*', headers: security }, ...cacheRules(files)]
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
