import './index.css'

/**
 * The entry: the shell (React and the app) and the page's chunk load side by side, then hydrate the
 * prerendered page. The built pages import it only once they have painted (build/prerender/bootstrap.ts).
 * No top-level await: the page's chunk imports the shell, which would wait on this module forever.
 */
void Promise.all([import('./hydrate'), import('./app/lazyPages').then(({ preloadPage }) => preloadPage(window.location.pathname))]).then(
  ([{ hydrate }]) => hydrate(),
)
