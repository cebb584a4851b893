import { createElement, lazy, type ComponentType } from 'react'
import { PAGE_PATHS, isPagePath, type PagePath } from '../content/routes'
import { pageComponent, pageSource, type PageComponents, type PageModule } from './pageModules'

/** Every module of `src/pages/`, each its own chunk, so a visitor downloads only the page they open. */
export const pageModuleLoaders = import.meta.glob<PageModule>('/src/pages/*.tsx')

const loaded = new Map<PagePath, ComponentType>()
const loading = new Map<PagePath, Promise<ComponentType>>()

function loadPage(path: PagePath): Promise<ComponentType> {
  const load = pageModuleLoaders[pageSource(path)]
  if (!load) return Promise.reject(new Error(`No page module at ${pageSource(path)}`))
  return load().then((module) => pageComponent(path, module))
}

let notFoundPage: ComponentType | null = null
const loadNotFoundPage = () =>
  import('./NotFoundPage').then(({ NotFoundPage }) => {
    notFoundPage = NotFoundPage
    return { default: NotFoundPage }
  })

/** Starts (once) loading the page of `path`, or the not-found page; resolves when its component is ready. */
export function preloadPage(path: string): Promise<unknown> {
  if (!isPagePath(path)) return loadNotFoundPage()
  let promise = loading.get(path)
  if (!promise) {
    promise = loadPage(path).then((component) => {
      loaded.set(path, component)
      return component
    })
    loading.set(path, promise)
  }
  return promise
}

function lazyPage(path: PagePath): ComponentType {
  const Lazy = lazy(() => preloadPage(path).then(() => ({ default: loaded.get(path)! })))
  /** A page loaded before it renders (the one being hydrated) renders at once, without suspending. */
  return function Page() {
    const Loaded = loaded.get(path)
    return Loaded ? <Loaded /> : <Lazy />
  }
}

export const lazyPages = Object.fromEntries(PAGE_PATHS.map((path) => [path, lazyPage(path)])) as PageComponents

const LazyNotFoundPage = lazy(loadNotFoundPage)

/** The not-found page, in a chunk of its own like the pages: only unknown paths load it. */
export function NotFoundRoute() {
  return notFoundPage ? createElement(notFoundPage) : <LazyNotFoundPage />
}
