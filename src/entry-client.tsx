import { afterFirstPaint } from './app/afterFirstPaint'
import './index.css'

/**
 * The one script a page names: the prerendered page paints first, then the shell (React and the
 * app) and the page's chunk load side by side and hydrate it. Nothing of them is fetched before
 * the first paint, so script never delays it. No top-level await: the page's chunk imports the
 * shell, which would wait on this module forever.
 */
void afterFirstPaint().then(() =>
  Promise.all([import('./hydrate'), import('./app/lazyPages').then(({ preloadPage }) => preloadPage(window.location.pathname))]).then(
    ([{ hydrate }]) => hydrate(),
  ),
)
