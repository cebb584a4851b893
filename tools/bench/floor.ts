import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { precompressFile } from '../../build/compress/precompress'
import { HEADERS_FILE } from '../../build/security/buildPolicy'
import { cspHash } from '../../build/security/inlineScripts'
import { parseHeadersFile, renderHeadersFile } from '../../build/security/headersFile'

/** The copies of a build the bench compares it with, by what was taken out. */
export interface Floors {
  /** The same pages without their scripts: what the first paint would be if script never delayed it. */
  noScript: string
  /** The same, with the stylesheets inlined as well: no request before the first paint. */
  inlinedCss: string
}

const FLOOR_DIR = '.build/floor'

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}=["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]?.toLowerCase()

/**
 * What stands in for an inline classic script of the page. Such a script holds the parser until the stylesheets have
 * come, so the page is seldom laid out unstyled; without it, Chromium lays the page out once unstyled when parsing ends
 * in most loads (7 of 12 of `/`, and every one with the stylesheet 40 ms late), a whole style and layout more
 * than the page pays.
 */
export const INERT_SCRIPT = ';'

const isInlineClassic = (tag: string) => !attribute(tag, 'src') && [undefined, 'text/javascript'].includes(attribute(tag, 'type'))

/**
 * The page without the scripts it runs and their preloads; its structured data (JSON-LD) stays, and an inline classic
 * script becomes `INERT_SCRIPT`, so the page is parsed as with its scripts.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, (tag) => {
      if (attribute(tag, 'type') === 'application/ld+json') return tag
      return isInlineClassic(tag) ? `<script>${INERT_SCRIPT}</script>` : ''
    })
    .replace(/<link\b[^>]*>\s*/gi, (tag) => {
      const rel = attribute(tag, 'rel')
      return rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script') ? '' : tag
    })
}

/** The page with each stylesheet link replaced by a `<style>` holding the sheet (`css` reads one by its href). */
export async function withInlinedCss(html: string, css: (href: string) => Promise<string>): Promise<string> {
  const links = html.match(/<link\b[^>]*\brel=["']?stylesheet\b[^>]*>/gi) ?? []
  for (const link of links) {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1]
    if (href) html = html.replace(link, `<style>${await css(href)}</style>`)
  }
  return html
}

/** A Content-Security-Policy whose `directive` (style-src or script-src) also allows the inline code with these hashes. */
export function allowInline(policy: string, directive: 'style-src' | 'script-src', hashes: readonly string[]): string {
  const sources = hashes.map((hash) => `'${hash}'`).join(' ')
  if (sources === '') return policy
  return new RegExp(`\\b${directive}\\b`).test(policy)
    ? policy.replace(new RegExp(`\\b${directive}\\b([^;]*)`), (found) => `${found.trimEnd()} ${sources}`)
    : `${policy}; ${directive} 'self' ${sources}`
}

const styleHashes = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => cspHash(css!))

const allowInertScript = (policy: string) => allowInline(policy, 'script-src', [cspHash(INERT_SCRIPT)])

async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(prefix, entry.name)
      if (entry.isDirectory()) return htmlFiles(dir, path)
      return Promise.resolve(entry.name.endsWith('.html') ? [path] : [])
    }),
  )
  return nested.flat()
}

async function copyWithPages(dist: string, target: string, page: (html: string) => Promise<string>): Promise<string[]> {
  await rm(target, { recursive: true, force: true })
  await cp(dist, target, { recursive: true })
  const pages: string[] = []
  for (const file of await htmlFiles(target)) {
    const html = await page(await readFile(join(target, file), 'utf8'))
    await writeFile(join(target, file), html)
    // The copy's pages are served compressed like the build's, not from the build's stale copies.
    await precompressFile(join(target, file))
    pages.push(html)
  }
  return pages
}

/** Rewrites the security policy of a copy: `allow` gives each policy of its headers file anew. */
async function rewritePolicy(copy: string, allow: (policy: string) => string): Promise<void> {
  const headersFile = join(copy, HEADERS_FILE)
  const rules = parseHeadersFile(await readFile(headersFile, 'utf8')).map((rule) => {
    const policy = rule.headers['Content-Security-Policy']
    return policy ? { ...rule, headers: { ...rule.headers, 'Content-Security-Policy': allow(policy) } } : rule
  })
  await writeFile(headersFile, renderHeadersFile(rules))
}

/** Writes the floors of the build in `dist`; the inert script and the inlined styles are allowed by the copies' policies. */
export async function writeFloors(dist: string): Promise<Floors> {
  const floors: Floors = { noScript: join(FLOOR_DIR, 'no-script'), inlinedCss: join(FLOOR_DIR, 'inlined-css') }
  await copyWithPages(dist, floors.noScript, async (html) => withoutScripts(html))
  await rewritePolicy(floors.noScript, allowInertScript)
  const inlined = await copyWithPages(dist, floors.inlinedCss, (html) =>
    withInlinedCss(withoutScripts(html), (href) => readFile(join(dist, href), 'utf8')),
  )
  const styles = [...new Set(inlined.flatMap(styleHashes))]
  await rewritePolicy(floors.inlinedCss, (policy) => allowInline(allowInertScript(policy), 'style-src', styles))
  return floors
}
