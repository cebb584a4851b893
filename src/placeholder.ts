/**
 * Marks a business fact the owner has not given us yet, in `site.config.ts` and `dataProcessing.config.ts`
 * only; `npm run check:launch` lists each one.
 */
export function placeholder<T>(value: T): T {
  return value
}
