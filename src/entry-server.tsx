import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { App } from './app/App'
import { NotFoundPage } from './app/NotFoundPage'
import { pageComponent, pageSource, type PageComponents, type PageModule } from './app/pageModules'
import { PAGE_PATHS, pageMeta } from './content/routes'
import { STORED_SESSION_KEY } from './flows/session/watchSession'
import { headFor } from './seo/head'
import { renderHeadHtml } from './seo/renderHead'
import { siteConfig } from './site.config'

/** Every page at hand: the prerender renders them all in one go. */
const pageModules = import.meta.glob<PageModule>('/src/pages/*.tsx', { eager: true })
const eagerPages = Object.fromEntries(
  PAGE_PATHS.map((path) => [path, pageComponent(pageMeta[path].page, pageModules[pageSource(pageMeta[path].page)] ?? {})]),
) as PageComponents

/** The markup and head of one path, for the prerender. */
export function render(path: string): { html: string; head: string } {
  const html = renderToString(
    <Router ssrPath={path}>
      <App pages={eagerPages} notFound={NotFoundPage} />
    </Router>,
  )
  return { html, head: renderHeadHtml(headFor(path)) }
}

/** Each page, and whether the sitemap lists it. */
export const pages = PAGE_PATHS.map((path) => ({ path, indexable: pageMeta[path].indexable }))
export const siteUrl = siteConfig.siteUrl
/** Where this build's backend keeps a signed-in visitor's session: the pages for signed-in users check it first. */
export const storedSessionKey = STORED_SESSION_KEY
