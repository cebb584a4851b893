import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './app/App'
import { lazyPages, NotFoundRoute, preloadPage } from './app/lazyPages'

/**
 * Hydrates the prerendered page. The current page's chunk is loaded before hydrating, so its
 * prerendered markup is kept as is. Hydrating as a transition lets React yield to the browser every
 * few milliseconds instead of holding the main thread for the whole page. The router hydrates with
 * the path the page was loaded at: a link taken before the page's own part has hydrated must not
 * hydrate that part as the next page.
 */
export async function hydrate(): Promise<void> {
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element')
  const app = (
    <StrictMode>
      <Router ssrPath={window.location.pathname} ssrSearch={window.location.search}>
        <App pages={lazyPages} notFound={NotFoundRoute} />
      </Router>
    </StrictMode>
  )
  await preloadPage(window.location.pathname)
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app))
  else createRoot(root).render(app)
}
