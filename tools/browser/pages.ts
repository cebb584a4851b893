import { isPagePath, notFoundMeta, PAGE_PATHS, pageMeta, type PageMeta } from '../../src/content/routes'

/** Every page of the site with its head entry, plus an unknown path. */
export const PAGES = PAGE_PATHS.map((path) => ({ path, meta: pageMeta[path] }))
export const UNKNOWN_PATH = '/denne-siden-finnes-ikke'

/** Pages that show their own content; /onboarding leaves for the registration page at once. */
export const CONTENT_PAGES = PAGES.filter(({ meta }) => !meta.redirectTo)

export function metaFor(path: string): PageMeta {
  return isPagePath(path) ? pageMeta[path] : notFoundMeta
}
