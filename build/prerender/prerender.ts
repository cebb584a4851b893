import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pageManifestKey } from '../../src/app/pageModules'
import { pageMeta, type PagePath } from '../../src/content/routes'
import { withBootstrap } from './bootstrap'
import { withStoredSessionMark } from './storedSessionMark'
import { hydrationChunkKeys, type Manifest } from '../bundle/buildManifest'

interface ServerEntry {
  render(path: string): { html: string; head: string }
  pages: { path: string; indexable: boolean }[]
  siteUrl: string
  storedSessionKey: string
}

/** A path no page will ever have, rendered as the not-found page. */
const NOT_FOUND_PROBE = '/__ikke-funnet__'
/** The not-found page's module, as the build manifest names it. */
const NOT_FOUND_KEY = 'src/app/NotFoundPage.tsx'

/** The files a page imports once painted: the entry first, then what it needs to hydrate. */
function modulesToHydrate(manifest: Manifest, pageKey: string): string[] {
  return [...hydrationChunkKeys(manifest, pageKey)].map((key) => `/${manifest[key]!.file}`)
}

function fileFor(path: string): string {
  return path === '/' ? 'index.html' : join(path.slice(1), 'index.html')
}

function fillTemplate(template: string, head: string, html: string, modules: readonly string[]): string {
  return withBootstrap(template.replace('<!--app-head-->', head).replace('<!--app-html-->', html), modules)
}

function sitemap(entry: ServerEntry): string {
  const urls = entry.pages
    .filter((page) => page.indexable)
    .map((page) => `  <url><loc>${new URL(page.path, entry.siteUrl).href}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

function robots(entry: ServerEntry): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', entry.siteUrl).href}\n`
}

/** Writes every page, the not-found page, the sitemap and robots.txt into `distDir`. */
export async function prerender({
  distDir,
  serverEntry,
  manifest,
}: {
  distDir: string
  serverEntry: string
  manifest: Manifest
}): Promise<string[]> {
  const entry = (await import(serverEntry)) as ServerEntry
  const template = await readFile(join(distDir, 'index.html'), 'utf8')
  const files = new Map<string, string>()
  for (const page of entry.pages) {
    const { html, head } = entry.render(page.path)
    const modules = modulesToHydrate(manifest, pageManifestKey(pageMeta[page.path as PagePath].page))
    const built = fillTemplate(template, head, html, modules)
    const marksSession = pageMeta[page.path as PagePath].marksStoredSession
    files.set(fileFor(page.path), marksSession ? withStoredSessionMark(built, entry.storedSessionKey) : built)
  }
  const notFound = entry.render(NOT_FOUND_PROBE)
  files.set('404.html', fillTemplate(template, notFound.head, notFound.html, modulesToHydrate(manifest, NOT_FOUND_KEY)))
  files.set('sitemap.xml', sitemap(entry))
  files.set('robots.txt', robots(entry))
  for (const [file, content] of files) {
    const target = join(distDir, file)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, content)
  }
  return [...files.keys()]
}
