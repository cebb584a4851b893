import { isPagePath, notFoundMeta, pageMeta, type PageMeta } from '../content/routes'
import { siteConfig } from '../site.config'
import { structuredDataFor } from './structuredData'

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const

/** One element the head holds for a route; rendered to HTML by the prerender, to DOM by the client. */
export type HeadElement =
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: Record<string, string>; text: string }

export interface Head {
  title: string
  elements: HeadElement[]
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.siteUrl).href
}

/** Everything the head of `path` carries; unknown paths get the not-found head. */
export function headFor(path: string): Head {
  const meta: PageMeta = isPagePath(path) ? pageMeta[path] : notFoundMeta
  const url = absoluteUrl(isPagePath(path) ? path : '/404')
  const image = absoluteUrl(SHARE_IMAGE.path)
  const named = (name: string, content: string): HeadElement => ({ tag: 'meta', attrs: { name, content } })
  const property = (key: string, content: string): HeadElement => ({ tag: 'meta', attrs: { property: key, content } })

  const elements: HeadElement[] = [
    named('description', meta.description),
    named('keywords', meta.keywords.join(', ')),
    named('robots', meta.indexable ? 'index, follow' : 'noindex, follow'),
    property('og:type', 'website'),
    property('og:site_name', siteConfig.productName),
    property('og:locale', siteConfig.locale),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', SHARE_IMAGE.type),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', image),
    named('twitter:image:alt', meta.imageAlt),
    ...structuredDataFor(path, meta).map((data): HeadElement => ({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      text: JSON.stringify(data),
    })),
  ]
  if (isPagePath(path)) elements.splice(3, 0, { tag: 'link', attrs: { rel: 'canonical', href: url } })
  if (meta.redirectTo) elements.unshift({ tag: 'meta', attrs: { 'http-equiv': 'refresh', content: `0; url=${meta.redirectTo}` } })
  return { title: meta.title, elements }
}
