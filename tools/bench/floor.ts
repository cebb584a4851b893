import { createHash } from 'node:crypto'
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { precompressFile } from '../../build/compress/precompress'
import { HEADERS_FILE } from '../../build/security/buildPolicy'
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

/** The page without the scripts it runs and their preloads; its structured data (JSON-LD) stays. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, (tag) => (attribute(tag, 'type') === 'application/ld+json' ? tag : ''))
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

/** A Content-Security-Policy that also allows the inline styles with these hashes. */
export function allowInlineStyles(policy: string, hashes: readonly string[]): string {
  const sources = hashes.map((hash) => `'${hash}'`).join(' ')
  if (sources === '') return policy
  return /\bstyle-src\b/.test(policy)
    ? policy.replace(/\bstyle-src\b([^;]*)/, (directive) => `${directive.trimEnd()} ${sources}`)
    : `${policy}; style-src 'self' ${sources}`
}

const styleHashes = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => `sha256-${createHash('sha256').update(css!).digest('base64')}`)

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

/** Writes the floors of the build in `dist`; the inlined styles are allowed by the copy's security policy. */
export async function writeFloors(dist: string): Promise<Floors> {
  const floors: Floors = { noScript: join(FLOOR_DIR, 'no-script'), inlinedCss: join(FLOOR_DIR, 'inlined-css') }
  await copyWithPages(dist, floors.noScript, async (html) => withoutScripts(html))
  const inlined = await copyWithPages(dist, floors.inlinedCss, (html) =>
    withInlinedCss(withoutScripts(html), (href) => readFile(join(dist, href), 'utf8')),
  )
  const headersFile = join(floors.inlinedCss, HEADERS_FILE)
  const hashes = [...new Set(inlined.flatMap(styleHashes))]
  const rules = parseHeadersFile(await readFile(headersFile, 'utf8')).map((rule) => {
    const policy = rule.headers['Content-Security-Policy']
    return policy ? { ...rule, headers: { ...rule.headers, 'Content-Security-Policy': allowInlineStyles(policy, hashes) } } : rule
  })
  await writeFile(headersFile, renderHeadersFile(rules))
  return floors
}
