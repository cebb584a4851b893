import { lazy, type ComponentType } from 'react'
import { isRoutedPath, ROUTED_PATHS, routeIndex } from '../content/routeIndex'
import type { PagePath } from '../content/routes'
import { keptUnlessFailed } from '../runtime/keptUnlessFailed'
import { pageComponent, pageSource, type PageComponents, type PageModule } from './pageModules'

/** Every module of `src/pages/`, each its own chunk, so a visitor downloads only the page they open. */
export const pageModuleLoaders = import.meta.glob<PageModule>('/src/pages/*.tsx')

interface LazyView {
  /** Starts (once) loading the view's code; resolves when it is ready. */
  preload: () => Promise<unknown>
  /** The view: rendered at once when loaded before (the page being hydrated), else suspending until it is. */
  View: ComponentType
}

/**
 * A page whose code cannot load after a link was taken (the network went away) is asked of the server as
 * a whole page: the browser shows it, or says it is offline, instead of the site going blank. Its view
 * waits meanwhile.
 */
function loadWholePage(): Promise<never> {
  window.location.reload()
  return new Promise<never>(() => undefined)
}

function lazyView(load: () => Promise<ComponentType>): LazyView {
  let loaded: ComponentType | null = null
  const preload = keptUnlessFailed(() =>
    load().then((component) => {
      loaded = component
      return component
    }),
  )
  const Lazy = lazy(() => preload().then((component) => ({ default: component }), loadWholePage))
  return {
    preload,
    View: function View() {
      const Loaded = loaded
      return Loaded ? <Loaded /> : <Lazy />
    },
  }
}

function loadPage(path: PagePath): Promise<ComponentType> {
  const { page } = routeIndex[path]
  const load = pageModuleLoaders[pageSource(page)]
  if (!load) return Promise.reject(new Error(`No page module at ${pageSource(page)}`))
  return load().then((module) => pageComponent(page, module))
}

const pages = Object.fromEntries(ROUTED_PATHS.map((path) => [path, lazyView(() => loadPage(path))])) as Record<PagePath, LazyView>

/** The not-found page is a chunk of its own like the pages: only unknown paths load it. */
const notFound = lazyView(() => import('./NotFoundPage').then(({ NotFoundPage }) => NotFoundPage))

/** Starts (once) loading the page of `path`, or the not-found page; resolves when its component is ready. */
export function preloadPage(path: string): Promise<unknown> {
  return (isRoutedPath(path) ? pages[path] : notFound).preload()
}

export const lazyPages = Object.fromEntries(ROUTED_PATHS.map((path) => [path, pages[path].View])) as PageComponents

export const NotFoundRoute = notFound.View
