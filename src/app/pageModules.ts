import type { ComponentType } from 'react'
import { pageMeta, type PagePath } from '../content/routes'

export type PageComponents = Record<PagePath, ComponentType>

/** What a module of `src/pages/` exports: its component, named like the file. */
export type PageModule = Record<string, ComponentType>

/** The source file of a page, as `import.meta.glob` names it. */
export function pageSource(path: PagePath): string {
  return `/src/pages/${pageMeta[path].page}.tsx`
}

/** The source file of a page, as the build manifest names it. */
export function pageManifestKey(path: PagePath): string {
  return pageSource(path).slice(1)
}

/** The page's component out of its module. */
export function pageComponent(path: PagePath, module: PageModule): ComponentType {
  const component = module[pageMeta[path].page]
  if (!component) throw new Error(`${pageSource(path)} exports no component named ${pageMeta[path].page}`)
  return component
}
