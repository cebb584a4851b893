/** What `npm run bench -- …` asks for. */
export interface BenchOptions {
  /** Lighthouse runs per page and variant, of which the medians are reported. */
  runs: number
  /** Also build the site with every flow and supabase-js in the first load, and compare. */
  eager: boolean
  /** Only the bytes: no Lighthouse, no interactions. */
  lighthouse: boolean
  /** Time the interactions (not with --no-lighthouse or --no-interactions). */
  interactions: boolean
  /** The site's port; the floors and the comparison build take the three from `floorPort` on. */
  port: number
  floorPort: number
  /** Only these pages in the browser (`--pages /,/auth`); every page of the route table when not given. */
  pages?: string[]
}

export const DEFAULT_RUNS = 3

export function benchOptions(argv: readonly string[], env: Record<string, string | undefined>): BenchOptions {
  const runsAt = argv.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : DEFAULT_RUNS
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number from 1, not ${argv[runsAt + 1]}`)
  const port = Number(env.BENCH_PORT ?? 4199)
  const pagesAt = argv.indexOf('--pages')
  const pages = pagesAt >= 0 ? (argv[pagesAt + 1] ?? '').split(',').filter(Boolean) : undefined
  if (pages?.length === 0) throw new Error('--pages wants paths separated by commas, e.g. --pages /,/auth')
  return {
    runs,
    eager: argv.includes('--eager'),
    lighthouse: !argv.includes('--no-lighthouse'),
    interactions: !argv.includes('--no-lighthouse') && !argv.includes('--no-interactions'),
    port,
    floorPort: Number(env.BENCH_FLOOR_PORT ?? port + 1),
    pages,
  }
}
