import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './app/App'
import { lazyPages, NotFoundRoute, preloadPage } from './app/lazyPages'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const app = (
  <StrictMode>
    <Router>
      <App pages={lazyPages} notFound={NotFoundRoute} />
    </Router>
  </StrictMode>
)

// The current page's chunk is loaded before hydrating, so its prerendered markup is kept as is. No
// top-level await: the page's chunk imports this one (the shell), and would wait on it forever.
void preloadPage(window.location.pathname).then(() => {
  if (root.firstElementChild) hydrateRoot(root, app)
  else createRoot(root).render(app)
})
