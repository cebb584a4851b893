import { lazy, type ComponentType } from 'react'
import { PAGE_PATHS, isPagePath, type PagePath } from '../content/routes'
import { pageLoaders } from './pageLoaders'

export type PageComponents = Record<PagePath, ComponentType>

const loaded = new Map<PagePath, ComponentType>()
const loading = new Map<PagePath, Promise<ComponentType>>()

/** Starts (once) loading the page of `path`; resolves when its component is ready. */
export function preloadPage(path: string): Promise<unknown> {
  if (!isPagePath(path)) return Promise.resolve()
  let promise = loading.get(path)
  if (!promise) {
    promise = pageLoaders[path]().then((component) => {
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
