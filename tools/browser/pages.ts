import type { Page } from '@playwright/test'
import { isPagePath, notFoundMeta, PAGE_PATHS, pageMeta, type PageMeta } from '../../src/content/routes'
import { signInPathFor } from '../../src/content/signInPath'

/** Every page of the site with its head entry, plus an unknown path. */
export const PAGES = PAGE_PATHS.map((path) => ({ path, meta: pageMeta[path] }))
export const UNKNOWN_PATH = '/denne-siden-finnes-ikke'

/** Pages that show their own content; /onboarding leaves for the registration page at once. */
export const CONTENT_PAGES = PAGES.filter(({ meta }) => !meta.redirectTo)

export function metaFor(path: string): PageMeta {
  return isPagePath(path) ? pageMeta[path] : notFoundMeta
}

/** Where a signed-out visitor who opens `path` lands: /auth first for a page such as /konto ('Min konto'). */
export function signedOutLanding(path: string): string {
  return isPagePath(path) && pageMeta[path].signInFirst ? signInPathFor(path) : path
}

/**
 * Opens `path` as a new visitor and waits until the visitor is where they land: a page for signed-in
 * users (/konto) sends them to /auth by a new page load, which would pull a page's content away from
 * a test that reads it meanwhile.
 */
export async function gotoLanding(page: Page, path: string): Promise<void> {
  await page.goto(path)
  const landing = signedOutLanding(path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === landing)
}
