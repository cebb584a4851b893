import type { ComponentType } from 'react'
import type { PagePath } from '../content/routes'

export type PageComponents = Record<PagePath, ComponentType>

/** What a module of `src/pages/` exports: its component, named like the file. */
export type PageModule = Record<string, ComponentType>

/** The source file of a page (the route table's `page`), as `import.meta.glob` names it. */
export function pageSource(page: string): string {
  return `/src/pages/${page}.tsx`
}

/** The source file of a page, as the build manifest names it. */
export function pageManifestKey(page: string): string {
  return pageSource(page).slice(1)
}

/** The page's component out of its module. */
export function pageComponent(page: string, module: PageModule): ComponentType {
  const component = module[page]
  if (!component) throw new Error(`${pageSource(page)} exports no component named ${page}`)
  return component
}
