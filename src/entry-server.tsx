import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { App } from './app/App'
import { eagerPages } from './app/eagerPages'
import { pageSources } from './app/pageSources'
import { PAGE_PATHS, pageMeta } from './content/routes'
import { headFor } from './seo/head'
import { renderHeadHtml } from './seo/renderHead'
import { siteConfig } from './site.config'

/** The markup and head of one path, for the prerender. */
export function render(path: string): { html: string; head: string } {
  const html = renderToString(
    <Router ssrPath={path}>
      <App pages={eagerPages} />
    </Router>,
  )
  return { html, head: renderHeadHtml(headFor(path)) }
}

export const pages = PAGE_PATHS.map((path) => ({ path, indexable: pageMeta[path].indexable, source: pageSources[path] }))
export const siteUrl = siteConfig.siteUrl
