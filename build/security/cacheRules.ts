import type { HeaderRule } from './headerRule'

/** The hashed files of the build (`/assets/*`): a new content gets a new name, so they never change under theirs. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Pages: checked with the server on every use (a 304 when unchanged), so a deploy shows at once. */
export const REVALIDATE = 'no-cache'

/**
 * The other files without a hash in their name (illustrations, icons, the share image, sitemap,
 * robots): an hour from the cache without asking, then revalidated. A visit that opens several pages
 * asks for them once instead of once per page; a changed file reaches everyone within the hour.
 */
export const SHORT_LIVED = 'public, max-age=3600'

const ASSETS_DIR = 'assets'

/** The paths a host serves a built file at: a page's folder with and without its trailing slash. */
function servedPaths(file: string): string[] {
  if (file === 'index.html') return ['/']
  if (file.endsWith('/index.html')) {
    const folder = `/${file.slice(0, -'/index.html'.length)}`
    return [folder, `${folder}/`]
  }
  return [`/${file}`]
}

/**
 * The cache rules of a build's files (paths relative to the build, `/`-separated). One block per
 * path, so that no two blocks give a path a Cache-Control (the hosts would join both values).
 */
export function cacheRules(files: readonly string[]): HeaderRule[] {
  const unhashed = files.filter((file) => !file.startsWith(`${ASSETS_DIR}/`)).sort()
  return [
    { pattern: `/${ASSETS_DIR}/*`, headers: { 'Cache-Control': IMMUTABLE } },
    ...unhashed.flatMap((file) =>
      servedPaths(file).map((pattern) => ({
        pattern,
        headers: { 'Cache-Control': file.endsWith('.html') ? REVALIDATE : SHORT_LIVED },
      })),
    ),
  ]
}
