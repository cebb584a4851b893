/** At most `exports` exports per user in any `windowMs`. */
export interface ExportLimit {
  exports: number
  windowMs: number
}

/** How often one user may fetch their data: plenty for a person, too few to load the backend. */
export const EXPORT_LIMIT = { exports: 5, windowMs: 60 * 60 * 1000 } as const satisfies ExportLimit
