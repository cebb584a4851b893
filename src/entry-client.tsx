import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Router } from 'wouter'
import { App } from './app/App'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const app = (
  <StrictMode>
    <Router>
      <App />
    </Router>
  </StrictMode>
)

if (root.hasChildNodes()) hydrateRoot(root, app)
else createRoot(root).render(app)
