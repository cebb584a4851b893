/** One block of a `_headers` file: the headers a static host sends for the paths a pattern matches. */
export interface HeaderRule {
  /** A path, or a path prefix ending in `*`. */
  pattern: string
  headers: Record<string, string>
}
